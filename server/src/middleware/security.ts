/** Security headers and CORS: the API and the app share one strict Content-Security-Policy. */
import cors from '@koa/cors';
import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

export function securityHeaders(options: { connectSrc: string[]; https: boolean }): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", ...options.connectSrc],
        imgSrc: ["'self'", 'data:', 'https:'],
        // styled-components injects <style> tags at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Upgrading on a plain-http local run would break every request.
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https,
    // The legacy twin of frame-ancestors 'none'.
    xFrameOptions: { action: 'deny' },
  });
}

/** Browsers may call the API only from the configured app origins (none: same-origin only). */
export function corsForOrigins(origins: string[]): Middleware {
  const allowed = new Set(origins);
  return cors({
    origin: (ctx) => (allowed.has(ctx.get('Origin')) ? ctx.get('Origin') : ''),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposeHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
}
