/**
 * Spur's texts in Spanish and Chinese, as the specs expect them: every catalog of the repository
 * (`locales/<locale>.json`) loaded into `@spur/i18n`, so a spec names a text by its English
 * message and asserts the translation the page must show.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog, translator, type Locale, type Translate } from '@spur/i18n';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** Where copy lives: the app, the contract's messages, the domain's and the e-mails' texts. */
const ROOTS = ['app/src', 'server/contract/src', 'server/domain/src', 'server/emails/src'];

const loaded = new Set<Locale>();

function catalogFiles(locale: Locale): string[] {
  return ROOTS.flatMap((root) =>
    readdirSync(path.join(REPO, root), { recursive: true, encoding: 'utf8' })
      .filter((file) => !file.includes('node_modules') && file.split(path.sep).join('/').endsWith(`locales/${locale}.json`))
      .map((file) => path.join(REPO, root, file)),
  );
}

/** `t` of `locale`: `t('Book Now')` is what a Spanish page says for it. */
export function inLanguage(locale: Locale): Translate {
  if (!loaded.has(locale)) {
    for (const file of catalogFiles(locale)) loadCatalog(locale, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
    loaded.add(locale);
  }
  return translator(locale);
}
