/**
 * What the query builder shows when a page opens. The encoded URL is written out here so the first
 * render needs neither json5 nor qs: they load when the reader first edits something. A unit test
 * checks that DEFAULT_URL is exactly what buildQuery() makes of DEFAULT_QUERY.
 */
export const DEFAULT_ENDPOINT = '/api/articles';

export const DEFAULT_QUERY = `{
  filters: {
    title: { $containsi: 'strapi' },
    category: { name: { $eq: 'Tutorials' } },
  },
  populate: ['cover', 'category'],
  fields: ['title', 'slug', 'publishedAt'],
  sort: ['publishedAt:desc'],
  pagination: { page: 1, pageSize: 10 },
  locale: 'en',
}`;

export const DEFAULT_URL =
  '/api/articles?filters[title][$containsi]=strapi&filters[category][name][$eq]=Tutorials&populate[0]=cover&populate[1]=category&fields[0]=title&fields[1]=slug&fields[2]=publishedAt&sort[0]=publishedAt%3Adesc&pagination[page]=1&pagination[pageSize]=10&locale=en';
