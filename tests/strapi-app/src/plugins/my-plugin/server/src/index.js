'use strict';
// Server part of a plugin scaffolded by the Plugin SDK (`init my-plugin`), written in CommonJS so the
// JavaScript reference app loads it without a build step. The docs' "Create a plugin" page calls its
// sample route: GET /api/my-plugin.
const controllers = require('./controllers');
const services = require('./services');
const routes = require('./routes');

module.exports = {
  register() {},
  bootstrap() {},
  destroy() {},
  config: {
    default: {},
    validator() {},
  },
  contentTypes: {},
  controllers,
  services,
  routes,
  policies: {},
  middlewares: {},
};
