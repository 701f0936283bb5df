const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::review.review', {
  only: ['find', 'findOne', 'create'],
  config: {
    find: {
      auth: false,
    },
    findOne: {
      auth: false,
    },
    create: {
      policies: ['global::is-authenticated'],
      middlewares: [
        async (ctx, next) => {
          const start = Date.now();
          await next();
          ctx.set('X-Response-Time', `${Date.now() - start}ms`);
        },
      ],
    },
  },
});
