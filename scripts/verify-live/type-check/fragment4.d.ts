/**
 * The prelude of the Strapi 4 samples (type-check.mts): the global `strapi` of @strapi/types 4.26.2,
 * and the names a fragment of a Strapi 4 project has in scope. `@strapi/strapi` 4 itself is not
 * installed (it would bring the whole Strapi 4 admin): its two exports the samples use are declared here.
 */
/// <reference types="@strapi/types" />

declare const ctx: import('koa').Context & {params: Record<string, string>; query: Record<string, any>; request: {body: any}};
declare const next: () => Promise<void>;
declare const env: typeof import('@strapi/utils').env;

declare module '@strapi/strapi' {
  /** `strapi()`, Strapi 4's programmatic start (`require('@strapi/strapi')`). */
  function strapi(options?: {appDir?: string; distDir?: string}): import('@strapi/types').Strapi;
  namespace strapi {
    /** `factories.createCoreController|Service|Router(uid, config)`. */
    const factories: Record<'createCoreController' | 'createCoreService' | 'createCoreRouter', (uid: import('@strapi/types').Common.UID.ContentType, config?: unknown) => any>;
    /** Compiles a TypeScript project before `strapi({distDir})`. */
    function compile(): Promise<{appDir: string; distDir: string}>;
  }
  export = strapi;
}
