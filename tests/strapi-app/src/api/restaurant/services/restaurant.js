// The restaurant service of the back-end customization pages (Services, Examples, Requests and
// responses): each page shows the methods it explains; this file holds them all.
const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::restaurant.restaurant', ({ strapi }) => ({
  // Services page: "Wrap a core method"
  async find(params = {}) {
    const withDefaultSort = params.sort ? params : { ...params, sort: 'name:asc' };
    return super.find(withDefaultSort);
  },

  // Services page: "Add methods"
  async findByCity(city, { limit = 10 } = {}) {
    return strapi.documents('api::restaurant.restaurant').findMany({
      filters: { city: { $eqi: city } },
      status: 'published',
      fields: ['name', 'slug', 'city'],
      sort: 'name:asc',
      limit,
    });
  },

  async countByOwner(userDocumentId) {
    return strapi.documents('api::restaurant.restaurant').count({
      filters: { owner: { documentId: userDocumentId } },
      status: 'published',
    });
  },

  // Examples page, Step 3
  async getStats() {
    const restaurants = await strapi.documents('api::restaurant.restaurant').findMany({
      status: 'published',
      fields: ['city'],
    });

    const counts = new Map();
    for (const { city } of restaurants) {
      const key = city || 'Unknown';
      counts.set(key, (counts.get(key) || 0) + 1);
    }

    const cities = [...counts.entries()]
      .map(([city, count]) => ({ city, count }))
      .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));

    return { total: restaurants.length, cities };
  },

  // Requests and responses page
  currentUserId() {
    const ctx = strapi.requestContext.get();
    return ctx?.state?.user?.id ?? null;
  },
}));
