const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::restaurant.restaurant', {
  config: {
    update: {
      policies: ['api::restaurant.is-owner'],
    },
    delete: {
      policies: ['api::restaurant.is-owner'],
    },
  },
});
