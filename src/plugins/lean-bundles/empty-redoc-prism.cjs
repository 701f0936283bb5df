// Stands in for the prismjs language files Redoc requires (registry id `redoc-prism-languages`,
// src/deviations/registry.ts): Redoc falls back to its generic grammar.
module.exports = {};
