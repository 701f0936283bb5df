/*
 * The classic theme's code block body with every extra grammar registered, for the server build
 * only: the build highlights each code block synchronously, so the page's HTML holds the finished
 * block. The browser build gets `null` here (src/plugins/lean-bundles) and loads ./Highlighted and
 * a grammar on demand instead. Keep the imports in step with LOADERS in ./grammars.ts (a unit test
 * checks it); markup-templating must come before php.
 */
import 'prismjs/components/prism-bash.js';
import 'prismjs/components/prism-diff.js';
import 'prismjs/components/prism-ini.js';
import 'prismjs/components/prism-properties.js';
import 'prismjs/components/prism-docker.js';
import 'prismjs/components/prism-nginx.js';
import 'prismjs/components/prism-markup-templating.js';
import 'prismjs/components/prism-php.js';
import 'prismjs/components/prism-ruby.js';
import 'prismjs/components/prism-dart.js';

export {default} from '@theme-original/CodeBlock/Content';
