import type {ThemeConfig} from '@docusaurus/preset-classic';
import {footer} from './footer';
import {codeTheme} from './prism';
import {navbar} from './navbar';
import {SITE_VERSION, V4_DOCS_URL} from './constants';

/** The announcement bar id carries the version, so a new version shows it again. */
export const ANNOUNCEMENT_ID = `wip-strapi-${SITE_VERSION}`;

export const themeConfig = {
  image: 'img/social-card.png',
  metadata: [{name: 'keywords', content: 'Strapi, Strapi 5, headless CMS, documentation'}],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  announcementBar: {
    id: ANNOUNCEMENT_ID,
    content: `These docs cover <strong>Strapi 5</strong> (${SITE_VERSION}), which is still being written. Using Strapi 4? Read the <a href="${V4_DOCS_URL}">Strapi 4 docs</a>.`,
    isCloseable: true,
  },
  docs: {
    sidebar: {hideable: true, autoCollapseCategories: true},
  },
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  navbar,
  footer,
  prism: {
    // Code blocks use a dark editor theme in both colour modes.
    theme: codeTheme,
    darkTheme: codeTheme,
    // Extra grammars load on demand: src/theme/CodeBlock/Content/grammars.ts.
    additionalLanguages: [],
  },
  liveCodeBlock: {playgroundPosition: 'bottom'},
  zoom: {
    selector: '.markdown img:not(.no-zoom)',
    background: {light: 'rgb(255, 255, 255)', dark: 'rgb(24, 24, 38)'},
  },
} satisfies ThemeConfig;
