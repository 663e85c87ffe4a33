import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, defaultClientConditions, defaultServerConditions, type IndexHtmlTransformContext, type IndexHtmlTransformResult, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { spurI18n } from '@spur/i18n/vite';

/** Text files worth compressing; fonts (woff2), images and the like are compressed already. */
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|map|txt|xml|webmanifest)$/;
/** Below this, a compressed twin saves too little to pay for the encoding (koa-compress's default). */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` twin beside every text file of the output (public files included),
 * at the highest levels, once per build: the server sends them as they are to clients that
 * accept them (server/src/web/webApp.ts), and so can any static host that looks for twins.
 */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gzipFile = promisify(gzip);
  return {
    name: 'spur:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries.filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name));
      await Promise.all(
        files.map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipFile(content, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/** The repository: component ids are named by their file's path from here, the same in every build. */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** `styled.div`, `styled(Link)` where a tagged template (or its type arguments) follows. */
const STYLED_COMPONENT = /\bstyled(?:\.[a-zA-Z][a-zA-Z0-9]*|\([A-Za-z_$][\w$.]*\))(?=\s*[<`])/g;

/**
 * Gives every styled component of the app and the kit a fixed id (`withConfig({ componentId })`,
 * from its file and its place in it), as styled-components' Babel plugin does. Without one, the id
 * (and so every class name) comes from a counter of components created so far: the server, which
 * has loaded the pages it rendered before in whatever order, and the browser, which loads one
 * page, count differently, and hydration finds other class names than the server rendered.
 */
function stableStyledIds(): Plugin {
  return {
    name: 'spur:stable-styled-ids',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules') || !code.includes('styled')) return null;
      const file = path.relative(REPO_ROOT, id).split(path.sep).join('/');
      const prefix = createHash('sha1').update(file).digest('base64url').replace(/[-_]/g, '').slice(0, 6);
      let index = 0;
      const transformed = code.replace(STYLED_COMPONENT, (match) => `${match}.withConfig({ componentId: 'sc-${prefix}${index++}' })`);
      return index === 0 ? null : { code: transformed, map: null };
    },
  };
}

/** React, the router and what they need: the entry's "react" chunk. */
const REACT = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;
/** React DOM's server renderer (react-dom/server, react-dom/static). */
const REACT_SERVER_RENDERER = /node_modules[\\/]react-dom[\\/](server|static|cjs[\\/]react-dom-(server|static))/;

/** The one font file, Inter variable (Latin), of every text (`@spur/ui-kit/fonts.css`). */
const PRELOADED_FONT = /(?:^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

type HtmlBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** A build-only plugin that rewrites index.html once the bundle is known (`base`: the public base path). */
function indexHtmlAfterBundle(name: string, transform: (html: string, bundle: HtmlBundle, base: string) => IndexHtmlTransformResult): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: { order: 'post', handler: (html, context) => transform(html, context.bundle ?? {}, base) },
  };
}

/**
 * Preloads the font: a `<link rel="preload" as="font">` in index.html for the emitted (hashed)
 * Inter woff2, so the browser fetches it with the HTML instead of after the JavaScript has
 * rendered the text that uses it (`font-display: swap` meanwhile).
 */
const preloadFont = () =>
  indexHtmlAfterBundle('spur:preload-font', (_html, bundle, base) => {
    const file = Object.keys(bundle).find((name) => PRELOADED_FONT.test(name));
    if (!file) throw new Error('spur:preload-font: no Inter woff2 in the bundle (see ui-kit/src/fonts.css).');
    return [
      {
        tag: 'link',
        attrs: { rel: 'preload', href: `${base}${file}`, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' },
        injectTo: 'head',
      },
    ];
  });

/** The entry's stylesheet as Vite links it in index.html. */
const ENTRY_STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g;

/**
 * Inlines the entry's stylesheet (the font faces and the page's base rules, about 2 KB) into
 * index.html: a linked one holds the first paint for a round trip, and it is needed on every page.
 */
const inlineEntryCss = () =>
  indexHtmlAfterBundle('spur:inline-entry-css', (html, bundle, base) =>
    html.replace(ENTRY_STYLESHEET, (_link, href: string) => {
      const asset = bundle[href.slice(base.length)];
      if (asset?.type !== 'asset') throw new Error(`spur:inline-entry-css: ${href} is not in the bundle.`);
      return `<style>${String(asset.source)}</style>`;
    }),
  );

/**
 * Spur's app.
 *
 * - `vite` / `vite build`: talks to the API at VITE_API_URL (or `window.__SPUR_CONFIG__`).
 * - `vite --mode demo` / `vite build --mode demo`: the whole backend runs in the browser (MSW +
 *   the mock database), output in `dist-demo/`; `.env.demo` sets VITE_DEMO=true.
 *
 * Code splitting: every page is its own chunk (src/routes.tsx); aws-amplify (chunk "amplify"),
 * the API client and zod (chunk "live"), MSW with the mock database (chunk "mockBackend", demo
 * builds only) and the Toaster are reached through dynamic imports only, so they load in
 * parallel and never sit on the home page's critical path. `scripts/bundle-size.mjs` checks it.
 */
/**
 * Demo mode only: small stand-ins (src/demo/shims/) for what the mock backend's CommonJS
 * dependencies pull in whole and the demo never needs: tldts' public suffix list (msw's cookie
 * store, via tough-cookie), all of date-fns (@mswjs/data's `compareAsc`), all of lodash
 * (@mswjs/data's `isFunction`) and `debug` (@mswjs/data's loggers, which print only for namespaces
 * enabled in `localStorage.debug`). Together ~110 KB gzip of the mockBackend chunk.
 */
const DEMO_SHIMS = ['tldts', 'date-fns', 'lodash', 'debug'].map((name) => ({
  find: new RegExp(`^${name}$`),
  replacement: fileURLToPath(new URL(`./src/demo/shims/${name}.ts`, import.meta.url)),
}));

/**
 * React Router's production build (dist/production: no dev warnings, no dev checks) for the
 * browser bundle. Its package exports resolve to dist/development under every condition
 * (remix-run/react-router#12532, #14102). Only where everything is bundled, so the router and
 * react-router-dom's re-exports stay one copy: the server entry leaves React Router to Node.
 */
function reactRouterProduction() {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const demo = mode === 'demo';
  const browserBuild = command === 'build' && !isSsrBuild;
  return {
    // The server entry (`vite build --ssr`, issue 12) is run by Node, never sent: not compressed.
    plugins: [
      stableStyledIds(),
      spurI18n(),
      react(),
      preloadFont(),
      inlineEntryCss(),
      ...(isSsrBuild ? [] : [precompress()]),
    ],
    resolve: {
      conditions: ['@spur/source', ...defaultClientConditions],
      alias: [...(demo ? DEMO_SHIMS : []), ...(browserBuild ? reactRouterProduction() : [])],
    },
    ssr: {
      resolve: { conditions: ['@spur/source', ...defaultServerConditions] },
      // styled-components: Node would load its CommonJS build, whose default export is not
      // `styled`, so the ESM one is bundled. lucide-react: the icons the pages use, instead of
      // Node loading all of them on every server start (a third of a second).
      noExternal: ['styled-components', 'lucide-react'],
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    build: {
      outDir: isSsrBuild ? (demo ? 'dist-demo-ssr' : 'dist-ssr') : demo ? 'dist-demo' : 'dist',
      emptyOutDir: true,
      manifest: true,
      sourcemap: true,
      // The kit's scene pictures (15 SVGs of a few KB) ship as files, not inlined as data URLs:
      // CategoryTile/DealCard reference all of them, so inlining put ~8 KB gzip of pictures into
      // the home page's JavaScript (budget: 150 KB) when the page shows five.
      assetsInlineLimit: (filePath: string) => (/[\\/]ui-kit[\\/]src[\\/]pictures[\\/]/.test(filePath) ? false : undefined),
      rolldownOptions: {
        // @lingui/core makes a default instance of its I18n class when it loads, which keeps the class
        // in the bundle; @spur/i18n uses only Lingui's formatters (server/i18n/src/format.ts).
        treeshake: { manualPureFunctions: ['setupI18n'] },
        output: {
          codeSplitting: {
            // A group takes only the modules its test matches: shared dependencies (zod, the
            // contract) must not be dragged into, say, the msw chunk, or the entry would import it.
            includeDependenciesRecursively: false,
            groups: [
              {
                name: 'amplify',
                test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy)[\\/]/,
                priority: 30,
              },
              // No group for MSW and the mock database: they are only reached through the dynamic
              // import of src/demo/mockBackend.ts (chunk "mockBackend"). A manual group there broke
              // the start-up order of msw's CommonJS dependencies ("S is not a function").
              // The kit's page layout pieces (a few hundred bytes) travel together: one chunk name in
              // the entry's preload map instead of one per piece.
              {
                name: 'layout',
                test: /[\\/]ui-kit[\\/]src[\\/]components[\\/](Page|Centre|Card)[\\/]/,
                priority: 20,
              },
              // A language's translations, all its catalogs (and src/i18n/translations/<locale>.ts,
              // which gathers them) in one chunk, loaded only for a page in it.
              ...['es', 'zh-Hans'].map((locale) => ({
                name: `locale-${locale}`,
                test: new RegExp(`[\\\\/](?:locales[\\\\/]${locale}\\.json|src[\\\\/]i18n[\\\\/]translations[\\\\/]${locale}\\.ts)$`),
                priority: 25,
              })),
              {
                name: 'react',
                // Not React's server renderer: only the demo's Outbox page (@spur/emails) uses it,
                // and in this group it would load with every page.
                test: (id: string) => REACT.test(id) && !REACT_SERVER_RENDERER.test(id),
                priority: 10,
              },
            ],
          },
        },
      },
    },
  };
});
