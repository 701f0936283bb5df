import type {PresetEntry} from 'redocusaurus';
import {PRIMARY_COLOR} from './constants';

/** The interactive REST API reference, rendered by Redoc at /openapi/. */
export const openapiPreset: PresetEntry = [
  'redocusaurus',
  {
    specs: [{id: 'blog-api', spec: 'openapi/blog-api.yaml', route: '/openapi/'}],
    theme: {
      primaryColor: PRIMARY_COLOR,
      // The light primary is too dark on Redoc's dark panels; use the site's dark-mode tint.
      primaryColorDark: '#8C8AFF',
      // Redoc's default reds fall below WCAG AA contrast on its panels.
      theme: {
        typography: {code: {color: '#b3261e'}},
        // Opaque tints keep the response labels readable on light and dark pages alike.
        colors: {
          responses: {
            success: {color: '#14532d', backgroundColor: '#e3f4e8', tabTextColor: '#7fd69b'},
            error: {color: '#8b1a1a', backgroundColor: '#fde8e8', tabTextColor: '#ff9b94'},
            redirect: {color: '#6b3e00', backgroundColor: '#fff1d6', tabTextColor: '#ffc46b'},
            info: {color: '#123e6b', backgroundColor: '#e3efff', tabTextColor: '#9ccbff'},
          },
        },
      },
    },
  },
];
