module.exports = [
  // Back-end customization examples, Step 7.
  { name: 'global::request-id', config: { headerName: 'X-Request-Id' } },
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
