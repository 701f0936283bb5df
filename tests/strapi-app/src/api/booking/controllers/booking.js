const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::booking.booking', ({ strapi }) => ({
  async create(ctx) {
    const { date } = ctx.request.body?.data ?? {};

    if (!date) {
      return ctx.badRequest('A booking needs a date', { field: 'date' });
    }

    const existing = await strapi.documents('api::booking.booking').findFirst({
      filters: { date },
    });

    if (existing) {
      return ctx.conflict('This slot is already booked', { date });
    }

    return super.create(ctx);
  },
}));
