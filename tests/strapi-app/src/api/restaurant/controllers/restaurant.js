// The restaurant controller of the back-end customization pages. Each page shows the actions it
// explains; this file holds them all (Controllers, Examples, Routes, Requests and responses,
// Services and Error handling pages).
const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');

module.exports = factories.createCoreController('api::restaurant.restaurant', ({ strapi }) => ({
  // Controllers page: "Add a custom action"
  async findBySlug(ctx) {
    await this.validateQuery(ctx);
    const sanitizedQuery = await this.sanitizeQuery(ctx);

    const restaurant = await strapi.documents('api::restaurant.restaurant').findFirst({
      ...sanitizedQuery,
      filters: { slug: ctx.params.slug },
      status: 'published',
    });

    if (!restaurant) {
      throw new errors.NotFoundError('Restaurant not found');
    }

    const sanitizedRestaurant = await this.sanitizeOutput(restaurant, ctx);

    return this.transformResponse(sanitizedRestaurant);
  },

  // Controllers page: "Wrap a core action"
  async findOne(ctx) {
    const response = await super.findOne(ctx);

    if (!response) {
      return response;
    }

    const reviewCount = await strapi.documents('api::review.review').count({
      filters: { restaurant: { documentId: ctx.params.id } },
    });

    return { ...response, meta: { ...response.meta, reviewCount } };
  },

  // Controllers page: "Replace a core action"; Examples page, Step 4
  async create(ctx) {
    const user = ctx.state.user;

    if (!user) {
      throw new errors.UnauthorizedError('You must be logged in to add a restaurant');
    }

    await this.validateQuery(ctx);
    const sanitizedQuery = await this.sanitizeQuery(ctx);

    const body = ctx.request.body || {};
    if (typeof body.data !== 'object' || body.data === null) {
      throw new errors.ValidationError('Missing "data" payload in the request body');
    }

    const sanitizedData = await this.sanitizeInput(body.data, ctx);

    const restaurant = await strapi.service('api::restaurant.restaurant').create({
      ...sanitizedQuery,
      data: { ...sanitizedData, owner: user.documentId },
    });

    const sanitizedRestaurant = await this.sanitizeOutput(restaurant, ctx);

    ctx.status = 201;
    return this.transformResponse(sanitizedRestaurant);
  },

  // Examples page, Step 4
  async stats() {
    const stats = await strapi.service('api::restaurant.restaurant').getStats();

    return { data: stats, meta: {} };
  },

  // Routes page
  async featured(ctx) {
    const restaurants = await strapi.documents('api::restaurant.restaurant').findMany({
      filters: { featured: true },
      status: 'published',
      limit: 5,
    });

    const sanitized = await this.sanitizeOutput(restaurants, ctx);
    return this.transformResponse(sanitized);
  },

  async openedIn(ctx) {
    const year = Number(ctx.params.year);

    const restaurants = await strapi.documents('api::restaurant.restaurant').findMany({
      filters: {
        openedOn: { $gte: `${year}-01-01`, $lt: `${year + 1}-01-01` },
      },
      status: 'published',
    });

    const sanitized = await this.sanitizeOutput(restaurants, ctx);
    return this.transformResponse(sanitized);
  },

  // Requests and responses page
  async review(ctx) {
    const { documentId } = ctx.params;
    const { rating, comment } = ctx.request.body?.data ?? {};

    if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
      return ctx.badRequest('rating must be an integer from 1 to 5', { field: 'rating' });
    }

    const review = await strapi.documents('api::review.review').create({
      data: {
        rating,
        comment,
        restaurant: documentId,
        author: ctx.state.user?.documentId,
      },
    });

    return ctx.created({ data: review });
  },

  async mine(ctx) {
    const user = ctx.state.user;

    if (!user) {
      return ctx.unauthorized('You must be logged in to list your restaurants');
    }

    const restaurants = await strapi.documents('api::restaurant.restaurant').findMany({
      filters: { owner: { id: user.id } },
      status: 'published',
    });

    const sanitized = await this.sanitizeOutput(restaurants, ctx);
    return this.transformResponse(sanitized);
  },

  // Services page
  async contact(ctx) {
    const { name, email, message } = ctx.request.body?.data || {};

    if (!name || !email || !message) {
      throw new errors.ValidationError('name, email and message are required');
    }

    const result = await strapi.service('api::restaurant.notification').sendContactMessage({
      restaurantId: ctx.params.id,
      name,
      email,
      message,
    });

    return { data: result, meta: {} };
  },

  // Error handling page
  async book(ctx) {
    const { documentId } = ctx.params;

    const restaurant = await strapi.documents('api::restaurant.restaurant').findOne({ documentId });

    if (!restaurant) {
      throw new errors.NotFoundError('Restaurant not found', { documentId });
    }

    if (restaurant.closed) {
      throw new errors.ApplicationError('This restaurant does not take bookings', {
        reason: 'closed',
      });
    }

    return { data: { booked: true } };
  },
}));
