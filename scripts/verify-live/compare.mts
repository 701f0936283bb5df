/**
 * Compares a documented JSON value with the real one. The rules (issue #12):
 * - same shape: same keys (or, for a response the page marks as partial, documented keys ⊆ real
 *   keys), same value types at every level, same array lengths (partial: the documented items are
 *   the first real items);
 * - same values, except volatile ones (ids, documentIds, timestamps, tokens), where only the type
 *   (string, number or null) must agree;
 * - an error body is compared on its status, name and message;
 * - with `invisible: 'strip'` (requests that ask for Content Source Maps), the zero-width characters
 *   Strapi appends to strings are removed from the real values before comparing, and at least one
 *   real string must carry them.
 */
const INVISIBLE = /[\u200B-\u200D\u2060-\u2064\uFEFF]/g;
export const VOLATILE_KEYS = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'jwt',
  'refreshToken',
]);

export type Mismatch = {path: string; documented: unknown; real: unknown; reason: string};

/** What one check of any kind found for one example (an ApiCall, a code block, a CLI section, a quote). */
export type Outcome<E extends {file: string; line: number} = {file: string; line: number}> = {
  example: E;
  status: 'verified' | 'failed' | 'excluded';
  detail?: string;
};

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? 'undefined' : text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export function formatMismatch(m: Mismatch): string {
  return `  at ${m.path || '(root)'}: ${m.reason}\n    documented: ${show(m.documented)}\n    real:       ${show(m.real)}`;
}

export function compareJson(
  documented: unknown,
  real: unknown,
  options: {partial?: boolean; invisible?: 'strip'} = {},
): Mismatch[] {
  const partial = options.partial ?? false;
  const out: Mismatch[] = [];
  let strippedSome = false;

  const walk = (doc: unknown, act: unknown, at: string, key: string | undefined) => {
    const docKind = kind(doc);
    const actKind = kind(act);
    if (key !== undefined && VOLATILE_KEYS.has(key)) {
      if (docKind !== actKind) {
        out.push({path: at, documented: doc, real: act, reason: `type differs (${docKind} vs ${actKind})`});
      }
      return;
    }
    if (docKind !== actKind) {
      out.push({path: at, documented: doc, real: act, reason: `type differs (${docKind} vs ${actKind})`});
      return;
    }
    if (Array.isArray(doc) && Array.isArray(act)) {
      if (partial ? doc.length > act.length : doc.length !== act.length) {
        out.push({
          path: at,
          documented: `${doc.length} items`,
          real: `${act.length} items`,
          reason: partial ? 'more items documented than returned' : 'array length differs',
        });
      }
      doc.slice(0, act.length).forEach((item, index) => walk(item, act[index], `${at}[${index}]`, undefined));
      return;
    }
    if (docKind === 'object') {
      const docObject = doc as Record<string, unknown>;
      const actObject = act as Record<string, unknown>;
      for (const name of Object.keys(docObject)) {
        if (!(name in actObject)) {
          out.push({path: `${at}.${name}`, documented: docObject[name], real: undefined, reason: 'documented key is not in the response'});
        }
      }
      if (!partial) {
        const extra = Object.keys(actObject).filter((name) => !(name in docObject));
        if (extra.length > 0) {
          out.push({
            path: at,
            documented: Object.keys(docObject),
            real: Object.keys(actObject),
            reason: `the response has keys the page does not show: ${extra.join(', ')} (show them, or mark the response partial)`,
          });
        }
      }
      for (const name of Object.keys(docObject)) {
        if (name in actObject) {
          walk(docObject[name], actObject[name], `${at}.${name}`, name);
        }
      }
      return;
    }
    let value = act;
    if (options.invisible === 'strip' && typeof act === 'string') {
      value = act.replace(INVISIBLE, '');
      strippedSome ||= value !== act;
    }
    if (doc !== value) {
      out.push({path: at, documented: doc, real: act, reason: 'value differs'});
    }
  };

  walk(documented, real, '', undefined);
  if (options.invisible === 'strip' && !strippedSome) {
    out.push({path: '', documented: 'strings with source-map markers', real: 'no markers', reason: 'the response carries no Content Source Map markers'});
  }
  return out;
}

type ErrorBody = {error?: Record<string, unknown>};

/** Does a JSON body look like Strapi's error envelope (`{data: null, error: {…}}`)? */
export function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value;
}

/** A documented error response: status, name and message must be the real ones. */
export function compareError(documented: ErrorBody, real: unknown): Mismatch[] {
  const actual = isErrorBody(real) ? real : undefined;
  const out: Mismatch[] = [];
  for (const field of ['status', 'name', 'message'] as const) {
    const doc = documented.error?.[field];
    const act = actual?.error?.[field];
    if (doc !== undefined && doc !== act) {
      out.push({path: `.error.${field}`, documented: doc, real: act, reason: 'error differs'});
    }
  }
  return out;
}

/** Pairs of documented → real documentIds found at the same place, to follow created documents. */
export function documentIdPairs(documented: unknown, real: unknown, into = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(documented) && Array.isArray(real)) {
    documented.forEach((item, index) => documentIdPairs(item, real[index], into));
  } else if (documented && real && typeof documented === 'object' && typeof real === 'object') {
    const doc = documented as Record<string, unknown>;
    const act = real as Record<string, unknown>;
    if (typeof doc.documentId === 'string' && typeof act.documentId === 'string' && doc.documentId !== act.documentId) {
      into.set(doc.documentId, act.documentId);
    }
    for (const key of Object.keys(doc)) {
      documentIdPairs(doc[key], act[key], into);
    }
  }
  return into;
}
