import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {areaSidebar} from './define';
import {cloudEntries} from './entries/cloud';

export default {
  cloudSidebar: areaSidebar('cloud', cloudEntries),
} satisfies SidebarsConfig;
