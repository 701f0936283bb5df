// Stands in, in the browser build, for the spec loaders Redoc bundles but never calls on our site:
// redocusaurus hands Redoc a spec already bundled at build time (see ./index.ts).
function unavailable() {
  throw new Error('Loading an OpenAPI file in the browser is not part of this build: the spec is bundled at build time.');
}
module.exports = new Proxy({}, {get: (_target, name) => (name === '__esModule' ? false : unavailable)});
