module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: {
    keys: env.array('APP_KEYS'),
  },
  // No update check against the registry: the app is pinned on purpose.
  logger: {
    updates: { enabled: false },
  },
  // The MCP server (Strapi 5.47.0 and later), which the docs' MCP examples talk to (verify:live).
  mcp: {
    enabled: true,
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});
