'use strict';
const contentAPIRoutes = require('./content-api');
const adminAPIRoutes = require('./admin');

module.exports = {
  'content-api': {
    type: 'content-api',
    routes: contentAPIRoutes,
  },
  admin: {
    type: 'admin',
    routes: adminAPIRoutes,
  },
};
