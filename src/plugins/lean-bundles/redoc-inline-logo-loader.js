/**
 * Loader (src/deviations/registry.ts, `redoc-inline-logo`): replaces Redoc's CDN logo URL with
 * an inline SVG (a small Redocly-style mark), so no request leaves the site.
 */
const CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const INLINE_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23dc3545'/%3E%3C/svg%3E";

module.exports = function inlineRedocLogo(source) {
  return source.split(CDN_LOGO).join(INLINE_LOGO);
};
module.exports.CDN_LOGO = CDN_LOGO;
module.exports.INLINE_LOGO = INLINE_LOGO;
