import JSON5 from 'json5';
import qs from 'qs';

/** Top-level parameters the REST API understands. */
export const REST_PARAMETERS = ['filters', 'populate', 'fields', 'sort', 'pagination', 'locale', 'status'] as const;

export type QueryResult =
  | {ok: true; url: string; unknownKeys: string[]}
  | {ok: false; error: string};

/**
 * Turn the reader's JavaScript object literal into a REST URL, encoded with
 * `qs` exactly as Strapi's own query parser expects it.
 */
export function buildQuery(source: string, endpoint: string): QueryResult {
  const path = endpoint.trim();
  if (!path.startsWith('/')) {
    return {ok: false, error: 'The endpoint must start with "/", for example /api/articles.'};
  }
  if (/[\s?#]/.test(path)) {
    return {ok: false, error: 'The endpoint must be a path only, without spaces, "?" or "#".'};
  }
  let value: unknown;
  try {
    value = JSON5.parse(source.trim() === '' ? '{}' : source);
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^JSON5: /, '') : String(error);
    return {ok: false, error: `This is not a valid JavaScript object: ${reason}`};
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {ok: false, error: 'Write an object, such as { filters: { title: { $eq: "Hello" } } }.'};
  }
  const unknownKeys = Object.keys(value).filter(
    (key) => !(REST_PARAMETERS as readonly string[]).includes(key),
  );
  const query = qs.stringify(value, {encodeValuesOnly: true});
  return {ok: true, url: query === '' ? path : `${path}?${query}`, unknownKeys};
}
