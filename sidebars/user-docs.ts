import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {areaSidebar} from './define';
import {userDocsEntries} from './entries/user-docs';

export default {
  userDocsSidebar: areaSidebar('user-docs', userDocsEntries),
} satisfies SidebarsConfig;
