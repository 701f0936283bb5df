/**
 * What a fragment (a code block that is not a whole file) may use without declaring it: the names a
 * Strapi project's code has in scope where such a fragment runs. Files of a project (blocks titled
 * with their path) get nothing from here but these ambient names.
 */
/// <reference types="@strapi/strapi" />

/** A Koa context, as in controllers, policies and middlewares (`strapi` is global: @strapi/types). */
declare const ctx: import('koa').Context & {params: Record<string, string>; query: Record<string, any>; request: {body: any}};
/** The next middleware. */
declare const next: () => Promise<void>;
/** The config helper of `config/*` files. */
declare const env: typeof import('@strapi/utils').env;

/** Files a bundler imports as URLs (the admin panel's Vite build): logos, icons. */
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}

/**
 * Packages some samples use beside Strapi, which the reference app does not install: a front end's
 * framework (Next.js), a test runner's HTTP client, an authentication strategy. They are typed `any`:
 * the sample's use of Strapi is what is checked.
 */
declare module 'next/navigation';
declare module 'next/headers';
declare module 'next/server';
declare module 'supertest';
declare module 'passport-google-oauth2';
declare module 'openapi-fetch';
