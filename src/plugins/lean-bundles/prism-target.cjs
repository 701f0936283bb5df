// What the free `Prism` variable of prismjs's language files resolves to (see ./index.ts):
// prism-react-renderer's Prism, the one Docusaurus highlights code blocks with.
module.exports = require('prism-react-renderer').Prism;
