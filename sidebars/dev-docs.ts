import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {areaSidebar} from './define';
import {devDocsEntries} from './entries/dev-docs';

export default {
  devDocsSidebar: areaSidebar('dev-docs', devDocsEntries),
} satisfies SidebarsConfig;
