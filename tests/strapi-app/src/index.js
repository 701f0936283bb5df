'use strict';

// register(): the Document Service middleware of the back-end customization examples (Step 2).
const RESTAURANT_UID = 'api::restaurant.restaurant';

const slugify = (value) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

async function findFreeSlug(strapi, base) {
  let candidate = base;
  let suffix = 2;

  while (
    await strapi.documents(RESTAURANT_UID).findFirst({
      filters: { slug: candidate },
      fields: ['slug'],
    })
  ) {
    candidate = `${base}-${suffix}`;
    suffix += 1;
  }

  return candidate;
}

module.exports = {
  register({ strapi }) {
    strapi.documents.use(async (context, next) => {
      if (context.uid !== RESTAURANT_UID || context.action !== 'create') {
        return next();
      }

      const { data } = context.params;

      if (data && !data.slug && typeof data.name === 'string') {
        const base = slugify(data.name) || 'restaurant';
        data.slug = await findFreeSlug(strapi, base);
      }

      return next();
    });
  },

  bootstrap() {},
};
