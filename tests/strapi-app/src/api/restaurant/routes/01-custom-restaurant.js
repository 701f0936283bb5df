// Custom routes of the restaurant API. Each docs page shows the routes it needs; this file holds them all.
module.exports = {
  routes: [
    // Controllers page
    {
      method: 'GET',
      path: '/restaurants/by-slug/:slug',
      handler: 'api::restaurant.restaurant.findBySlug',
    },
    // Back-end customization examples
    {
      method: 'GET',
      path: '/restaurants/stats',
      handler: 'api::restaurant.restaurant.stats',
    },
    // Routes page
    {
      method: 'GET',
      path: '/restaurants/featured',
      handler: 'restaurant.featured',
      config: {
        auth: false,
      },
    },
    {
      method: 'GET',
      path: '/restaurants/opened-in/:year(\\d{4})',
      handler: 'restaurant.openedIn',
    },
    {
      method: 'POST',
      path: '/restaurants/:documentId/reviews',
      handler: 'restaurant.review',
      config: {
        policies: ['global::is-authenticated'],
      },
    },
    // Policies page
    {
      method: 'GET',
      path: '/restaurants/premium-picks',
      handler: 'restaurant.featured',
      config: {
        policies: [
          {
            name: 'global::has-role',
            config: { roles: ['premium', 'authenticated'] },
          },
        ],
      },
    },
    // Requests and responses page
    {
      method: 'GET',
      path: '/restaurants/mine',
      handler: 'restaurant.mine',
    },
    // Services page
    {
      method: 'POST',
      path: '/restaurants/:id/contact',
      handler: 'api::restaurant.restaurant.contact',
    },
    // Error handling page
    {
      method: 'POST',
      path: '/restaurants/:documentId/book',
      handler: 'restaurant.book',
    },
  ],
};
