/**
 * The built web app on the API's origin: `/spur-config.js` generated from the runtime config,
 * the files of `app/dist` (hashed assets cached for a year, everything else revalidated: 304
 * when unchanged), and index.html for every other page path (client-side routes). Mounted after
 * the API, so /api paths never reach it.
 *
 * Files go out as the build wrote them: its `.br`/`.gz` twin when the client accepts one (the
 * app's Vite build precompresses every text file), else the file itself; never compressed per
 * request (the app's on-the-fly compression is switched off for them).
 *
 * With a `renderer` (the app's server entry), the public pages come rendered, with their content,
 * and a signed-in visitor's pages rendered signed in (`serverRender.ts`); the others keep the
 * plain index.html.
 */
import path from 'node:path';
import type Koa from 'koa';
import send from 'koa-send';
import serve from 'koa-static';
import type { TokenVerifier } from '../auth/verifier';
import type { Config } from '../config';
import { strongEtag } from '../middleware/conditionalGet';
import type { AppState } from '../middleware/context';
import { serverRenderedPages, type PageRenderer } from './serverRender';

/** `window.__SPUR_CONFIG__` as app/src/config.ts reads it. */
export interface SpurRuntimeConfig {
  apiUrl: string;
  demo: boolean;
  cognito: {
    userPoolId: string;
    userPoolClientId: string;
    userPoolEndpoint?: string;
    authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  };
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** What the browser needs to reach the API and the user pool (same origin: an empty apiUrl). */
export function runtimeConfigFor(cognito: Config['cognito']): SpurRuntimeConfig {
  return {
    apiUrl: '',
    demo: false,
    cognito: {
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.clientId,
      ...(cognito.endpoint ? { userPoolEndpoint: cognito.endpoint.replace(/\/+$/, '') } : {}),
      // Emulators (cognito-local) do not implement SRP.
      authFlowType: cognito.endpoint ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH',
    },
  };
}

export function runtimeConfigScript(config: SpurRuntimeConfig): string {
  // Nothing in it may close a script element or start a comment, however it is included.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.__SPUR_CONFIG__ = ${json};\n`;
}

export interface WebAppOptions {
  distDir: string;
  runtimeConfig: SpurRuntimeConfig;
  /** Renders the pages on the server; without it every page path gets the plain index.html. */
  renderer?: PageRenderer;
  /** The API's identity-token verifier: the renderer renders a visitor whose Amplify cookies it verifies signed in. */
  verifier: TokenVerifier;
  logger?: { error(details: object, message: string): void };
}

export function mountWebApp(app: Koa<AppState>, options: WebAppOptions) {
  const script = runtimeConfigScript(options.runtimeConfig);
  const assetsDir = `${path.join(options.distDir, 'assets')}${path.sep}`;

  const scriptEtag = strongEtag(Buffer.from(script), 'identity');

  // Revalidation: the built files carry Last-Modified (koa-send) and the runtime config an ETag;
  // one that has not changed is answered 304 without its body.
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 200 && ctx.fresh) ctx.status = 304;
  });

  app.use(async (ctx, next) => {
    if (ctx.path !== '/spur-config.js' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.type = 'application/javascript; charset=utf-8';
    ctx.set('Cache-Control', REVALIDATE);
    ctx.etag = scriptEtag;
    // A few hundred bytes, and one representation for its strong tag.
    ctx.compress = false;
    ctx.body = script;
  });

  const files = { brotli: true, gzip: true };
  const setHeaders = (res: { setHeader(name: string, value: string): void }, filePath: string) => {
    // Vite puts content-hashed files under assets/; anything else may change between builds.
    res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
  };
  const staticFiles = serve(options.distDir, { ...files, index: false, setHeaders });
  app.use(async (ctx, next) => {
    ctx.compress = false;
    await staticFiles(ctx, () => {
      ctx.compress = undefined;
      return next();
    });
  });

  if (options.renderer) {
    app.use(
      serverRenderedPages({
        renderer: options.renderer,
        templateFile: path.join(options.distDir, 'index.html'),
        cacheControl: REVALIDATE,
        signIn: { verifier: options.verifier, clientId: options.runtimeConfig.cognito.userPoolClientId },
        ...(options.logger ? { logger: options.logger } : {}),
      }),
    );
  }

  // History fallback: page paths (no file extension) get the app's index.html.
  app.use(async (ctx, next) => {
    const lastSegment = ctx.path.split('/').pop() ?? '';
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || lastSegment.includes('.')) return next();
    ctx.compress = false;
    await send(ctx, 'index.html', { ...files, root: options.distDir, setHeaders });
  });
}
