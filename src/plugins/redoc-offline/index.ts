/**
 * Local plugin: Redoc's bundle loads its sidebar logo from a CDN at run time,
 * which fails (and logs an error) on a site that must work offline. A small
 * loader swaps that one URL for an inline SVG while the bundle is compiled.
 */
import type {Plugin} from '@docusaurus/types';
import path from 'node:path';

export const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

export default function redocOfflinePlugin(): Plugin {
  return {
    name: 'redoc-offline',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]node_modules[\\/]redoc[\\/]bundles[\\/][^\\/]+\.js$/,
              use: [{loader: path.join(__dirname, 'inline-logo-loader.js')}],
            },
          ],
        },
      };
    },
  };
}
