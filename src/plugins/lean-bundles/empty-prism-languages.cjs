// Stands in for the classic theme's client module that registers extra Prism grammars (registry id
// `classic-prism-languages`, src/deviations/registry.ts); src/theme/CodeBlock/Content/grammars.ts
// loads a grammar when a code block needs it.
module.exports = {};
