module.exports = ({ strapi }) => ({
  async check(ctx) {
    const restaurants = await strapi.documents('api::restaurant.restaurant').count({
      status: 'published',
    });

    ctx.body = {
      status: 'ok',
      publishedRestaurants: restaurants,
    };
  },
});
