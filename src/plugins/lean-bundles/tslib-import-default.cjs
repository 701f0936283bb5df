// Stands in for tslib inside @docusaurus/utils-common in the browser build (see ./index.ts): it is
// compiled to CommonJS and uses one helper, but requiring tslib kept all of its helpers (~4 KB gzip).
exports.__importDefault = (mod) => (mod && mod.__esModule ? mod : {default: mod});
