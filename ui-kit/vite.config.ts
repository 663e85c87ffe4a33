import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pkg from './package.json' with { type: 'json' };

const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];

/** Ships src/fonts.css as dist/fonts.css (the `@spur/ui-kit/fonts.css` export), unchanged. */
function fontsCss(): Plugin {
  return {
    name: 'spur-fonts-css',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'fonts.css',
        source: readFileSync(fileURLToPath(new URL('./src/fonts.css', import.meta.url)), 'utf8'),
      });
    },
  };
}

/**
 * `import styled from 'styled-components'` breaks in plain Node ESM (SSR without a bundler):
 * styled-components 6 has no `exports` map, so Node loads its CommonJS build, whose default
 * export is the module object rather than `styled` ("e.div is not a function"). Every build of
 * styled-components also exports `styled` by name, so the published modules import that instead.
 */
function styledNamedImport(): Plugin {
  const defaultImport = /import\s+([\w$]+)\s*(?:,\s*\{([^}]*)\})?\s*from\s*(["'])styled-components\3/g;
  return {
    name: 'spur-styled-named-import',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes('styled-components')) return null;
      const rewritten = code.replace(defaultImport, (_match, local: string, named: string | undefined, quote: string) => {
        const names = [`styled as ${local}`, ...(named ? named.split(',').map((n) => n.trim()).filter(Boolean) : [])];
        return `import { ${names.join(', ')} } from ${quote}styled-components${quote}`;
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/**
 * Library build: one ES module per source file (so consumers tree-shake), every dependency
 * left external, pictures inlined as data URIs. `dist/` is emptied first; the declarations are
 * written next by `tsc -p tsconfig.build.json` (see the package's `build` script).
 */
export default defineConfig({
  plugins: [react(), fontsCss(), styledNamedImport()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: 0,
    lib: {
      entry: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: 'assets/[name][extname]',
      },
    },
  },
});
