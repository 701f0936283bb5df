/**
 * The Content-Security-Policy of the site, built from what the pages really contain: `'self'` for
 * everything, the sha256 of each inline script found in the built HTML (Docusaurus inlines the colour
 * mode and banner scripts; the analytics snippet is inline too), and an outside host only for a
 * service that is configured.
 */
import {createHash} from 'node:crypto';

export type Directive =
  | 'default-src' | 'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src'
  | 'worker-src' | 'frame-src' | 'object-src' | 'base-uri' | 'form-action' | 'frame-ancestors' | 'manifest-src';

export type Sources = Partial<Record<Directive, readonly string[]>>;

/** The optional services that add hosts to the policy (from config/env.ts). */
export type Services = {
  aiWidgetScriptUrl?: string;
  gtm?: boolean;
  algoliaAppId?: string;
  feedbackEndpoint?: string;
};

/**
 * Where "Try it" (src/components/ApiCall/TryIt) may send a reader's request: the reader's own Strapi,
 * at an address only the reader knows, so no host list can name it. Allowed: any https origin, and
 * plain http only to this computer (`localhost` and `127.0.0.1`, any port: `strapi develop` serves
 * http://localhost:1337). Why that is acceptable:
 * - the reader chooses the target and types it; the page sends nothing on its own, and nothing else
 *   of the site fetches cross-origin (its own files are 'self'; configured services add their hosts);
 * - https protects the reader's token in transit; loopback http never leaves the machine, and every
 *   other http origin stays blocked (an https page would refuse it as mixed content anyway);
 * - connect-src governs fetch only: scripts, frames, images and styles keep their own lists, so an
 *   injected script still cannot load, and the panel shows answers as text, never as markup.
 * The cost is that an injected script could send data to any https host; script-src (hashes, no
 * 'unsafe-inline') is what keeps such a script out. `http://[::1]:*` is left out: CSP host sources
 * have no IPv6 form, and Chromium rejects it with a console error on every page (measured); the
 * panel asks for `localhost` instead.
 */
export const TRY_IT_TARGETS: readonly string[] = ['http://localhost:*', 'http://127.0.0.1:*', 'https:'];

/** What every page may do with nothing configured. */
export const BASE_POLICY: Required<Record<Directive, readonly string[]>> = {
  'default-src': ["'self'"],
  // Pagefind (offline search) runs WebAssembly, which needs 'wasm-unsafe-eval' (not 'unsafe-eval').
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  // React and some components write style attributes; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...TRY_IT_TARGETS],
  'worker-src': ["'self'"],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'manifest-src': ["'self'"],
};

const GTM_ORIGIN = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** Hosts to allow for the configured services only. */
export function serviceSources(services: Services): Sources {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  const frame: string[] = [];
  if (services.aiWidgetScriptUrl) {
    const origin = new URL(services.aiWidgetScriptUrl).origin;
    script.push(origin);
    connect.push(origin);
    img.push(origin);
    frame.push(origin);
    if (new URL(origin).hostname.endsWith('kapa.ai')) connect.push('https://*.kapa.ai');
  }
  if (services.gtm) {
    script.push(GTM_ORIGIN);
    connect.push(GTM_ORIGIN, ...GOOGLE_ANALYTICS);
    img.push(GTM_ORIGIN, ...GOOGLE_ANALYTICS);
  }
  if (services.algoliaAppId) {
    const app = services.algoliaAppId.toLowerCase();
    connect.push(`https://${app}-dsn.algolia.net`, `https://${app}.algolia.net`, 'https://*.algolianet.com', 'https://insights.algolia.io');
  }
  if (services.feedbackEndpoint) connect.push(new URL(services.feedbackEndpoint).origin);
  return {'script-src': script, 'connect-src': connect, 'img-src': img, 'frame-src': frame};
}

/** `'sha256-…'` of a script's text, as CSP hashes it (UTF-8 bytes, exactly as in the file). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script the browser runs (no `src`, a JavaScript type) in an HTML page. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    if (match[2] === '') continue;
    scripts.push(match[2]);
  }
  return scripts;
}

/** Redirect pages written by @docusaurus/plugin-client-redirects: their meta refresh works under any policy. */
export function isRedirectPage(html: string): boolean {
  return /<meta http-equiv="refresh"/i.test(html) && html.length < 2000;
}

function merge(...parts: Sources[]): Required<Record<Directive, readonly string[]>> {
  const result = {...BASE_POLICY};
  for (const part of parts) {
    for (const [directive, sources] of Object.entries(part) as Array<[Directive, readonly string[]]>) {
      result[directive] = [...new Set([...result[directive], ...sources])];
    }
  }
  return result;
}

/** The policy text: base, then the configured services, then any route-only additions. */
export function buildPolicy(hashes: readonly string[], services: Services, extra: Sources = {}): string {
  const policy = merge({'script-src': [...hashes].sort()}, serviceSources(services), extra);
  return (Object.entries(policy) as Array<[Directive, readonly string[]]>)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** Other security headers, the same on every path. */
export const SECURITY_HEADERS: Array<[string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  ],
];
