/**
 * The built web app on the API's origin: `/spur-config.js` generated from the runtime config,
 * the files of `app/dist` (hashed assets cached for a year, everything else revalidated), and
 * index.html for every other page path (client-side routes). Mounted after the API, so /api
 * paths never reach it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';
import serve from 'koa-static';
import type { AppState } from '@spur/server';

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

export function runtimeConfigScript(config: SpurRuntimeConfig): string {
  // Nothing in it may close a script element or start a comment, however it is included.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.__SPUR_CONFIG__ = ${json};\n`;
}

export function mountWebApp(app: Koa<AppState>, options: { distDir: string; runtimeConfig: SpurRuntimeConfig }) {
  const script = runtimeConfigScript(options.runtimeConfig);
  const assetsDir = `${path.join(options.distDir, 'assets')}${path.sep}`;
  const indexFile = path.join(options.distDir, 'index.html');

  app.use(async (ctx, next) => {
    if (ctx.path !== '/spur-config.js' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.type = 'application/javascript; charset=utf-8';
    ctx.set('Cache-Control', REVALIDATE);
    ctx.body = script;
  });

  app.use(
    serve(options.distDir, {
      index: false,
      setHeaders(res, filePath) {
        // Vite puts content-hashed files under assets/; anything else may change between builds.
        res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    }),
  );

  // History fallback: page paths (no file extension) get the app's index.html.
  app.use(async (ctx, next) => {
    const lastSegment = ctx.path.split('/').pop() ?? '';
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || lastSegment.includes('.')) return next();
    ctx.type = 'html';
    ctx.set('Cache-Control', REVALIDATE);
    ctx.body = await readFile(indexFile);
  });
}
