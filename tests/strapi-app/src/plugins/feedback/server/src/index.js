const { factories } = require('@strapi/strapi');
const registerContactDetails = require('./register');

let reportTimer = null;

const entrySchema = {
  kind: 'collectionType',
  collectionName: 'feedback_entries',
  info: {
    singularName: 'entry',
    pluralName: 'entries',
    displayName: 'Feedback entry',
  },
  options: {
    draftAndPublish: false,
  },
  attributes: {
    message: { type: 'text', required: true },
    rating: { type: 'integer', min: 1, max: 5 },
    page: { type: 'string' },
    contact: { type: 'component', component: 'feedback.contact-details', repeatable: false },
  },
};

module.exports = {
  register({ strapi }) {
    strapi.log.info('[feedback] registering');
    registerContactDetails({ strapi });
  },

  async bootstrap({ strapi }) {
    const count = await strapi.documents('plugin::feedback.entry').count({});
    strapi.log.info(`[feedback] ${count} feedback entries stored`);

    reportTimer = setInterval(async () => {
      const total = await strapi.documents('plugin::feedback.entry').count({});
      strapi.log.info(`[feedback] ${total} feedback entries stored`);
    }, 60 * 60 * 1000);
  },

  destroy() {
    if (reportTimer) {
      clearInterval(reportTimer);
    }
  },

  config: {
    default: ({ env }) => ({
      acceptSubmissions: env.bool('FEEDBACK_ENABLED', true),
      maxLength: 2000,
    }),
    validator(config) {
      if (typeof config.maxLength !== 'number' || config.maxLength < 1) {
        throw new Error('maxLength must be a positive number');
      }
    },
  },

  contentTypes: {
    entry: { schema: entrySchema },
  },

  routes: {
    'content-api': {
      type: 'content-api',
      routes: [
        {
          method: 'GET',
          path: '/entries',
          handler: 'entry.find',
        },
        {
          method: 'POST',
          path: '/entries',
          handler: 'entry.create',
          config: {
            policies: ['plugin::feedback.accepts-submissions'],
            middlewares: ['plugin::feedback.log-request'],
          },
        },
      ],
    },
    admin: {
      type: 'admin',
      routes: [
        {
          method: 'GET',
          path: '/entries/latest',
          handler: 'entry.latest',
          config: {
            policies: ['admin::isAuthenticatedAdmin'],
          },
        },
      ],
    },
  },

  controllers: {
    entry: factories.createCoreController('plugin::feedback.entry', ({ strapi }) => ({
      async create(ctx) {
        const { message, rating, page } = ctx.request.body ?? {};
        const maxLength = strapi.plugin('feedback').config('maxLength');

        if (typeof message !== 'string' || message.trim() === '') {
          return ctx.badRequest('message is required');
        }

        if (message.length > maxLength) {
          return ctx.badRequest(`message is longer than ${maxLength} characters`);
        }

        const entry = await strapi
          .plugin('feedback')
          .service('entry')
          .create({ data: { message, rating, page } });

        ctx.status = 201;
        ctx.body = { data: entry };
      },

      async latest(ctx) {
        const entries = await strapi.plugin('feedback').service('entry').latest(20);

        ctx.body = { data: entries };
      },
    })),
  },

  services: {
    entry: factories.createCoreService('plugin::feedback.entry', ({ strapi }) => ({
      latest(limit) {
        return strapi.documents('plugin::feedback.entry').findMany({
          sort: 'createdAt:desc',
          limit,
        });
      },
    })),
  },

  policies: {
    'accepts-submissions': (policyContext, config, { strapi }) => {
      return strapi.plugin('feedback').config('acceptSubmissions') === true;
    },
  },

  middlewares: {
    'log-request': (config, { strapi }) => {
      return async (ctx, next) => {
        const start = Date.now();
        await next();
        strapi.log.info(`[feedback] ${ctx.method} ${ctx.path} ${ctx.status} in ${Date.now() - start} ms`);
      };
    },
  },
};
