/**
 * Loader for Docusaurus's generated global data (`@generated/globalData`, in every page's entry
 * bundle): drops the copy of the OpenAPI spec that docusaurus-plugin-redoc puts there. The one
 * page that shows the spec, /openapi/, gets it through its own route data (`specProps`), and the
 * components that would read the global copy (Redoc's MDX helpers) are not used on this site.
 */
module.exports = function stripRedocSpec(source) {
  const data = JSON.parse(source);
  for (const instance of Object.values(data['docusaurus-plugin-redoc'] ?? {})) {
    delete instance.spec;
  }
  return JSON.stringify(data);
};
