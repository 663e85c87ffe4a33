// Plain JavaScript (types in vite.d.mts): Node loads it with the Vite config.
/**
 * Compiles messages at build time, so the browser ships Lingui's small runtime without the ICU
 * parser (the home page's budget): the English messages of every copy module (`defineCopy`) and
 * every catalog (`locales/<locale>.json`) become Lingui's compiled form.
 */
import { compileMessage, declaresCopy, extractMessages } from './extract.mjs';

const CATALOG = /[\\/]locales[\\/][\w-]+\.json(?:\?.*)?$/;
const SOURCE = /\.(?:ts|tsx)(?:\?.*)?$/;

/** @returns {import('vite').Plugin} */
export function spurI18n() {
  return {
    name: 'spur:i18n',
    enforce: 'pre',
    transform(code, id) {
      if (CATALOG.test(id)) {
        const messages = JSON.parse(code);
        // Still JSON: Vite's own plugin then makes it a module.
        return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([source, message]) => [source, compileMessage(message)]))), map: null };
      }
      if (!SOURCE.test(id) || id.includes('node_modules') || !declaresCopy(code)) return null;
      const { messages, problems } = extractMessages(code);
      if (problems.length > 0) this.error(`${id}: ${problems.join('; ')}`);
      const withSyntax = [...new Set(messages)].filter((message) => /[{}]/.test(message));
      if (withSyntax.length === 0) return null;
      const table = JSON.stringify(Object.fromEntries(withSyntax.map((message) => [message, compileMessage(message)])));
      // On the first line, so that the lines of the source map stay where they were.
      return { code: `import { precompiled as __spurPrecompiled } from '@spur/i18n'; __spurPrecompiled(${table}); ${code}`, map: null };
    },
  };
}
