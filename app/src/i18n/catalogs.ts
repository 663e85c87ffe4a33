/**
 * The translations of the app, one catalog per folder of copy (`locales/<locale>.json`, beside the
 * code: `npm run i18n` checks them), compiled by the build (`@spur/i18n/vite`). A language's
 * catalogs travel in one chunk (vite.config.ts) that loads only for a page in that language;
 * English, the source, needs none.
 */
import { DEFAULT_LOCALE, LOCALES, loadCatalog, type Locale, type Messages } from '@spur/i18n';

const CATALOGS = import.meta.glob<Messages>('../**/locales/*.json', { import: 'default' });
/** The contract's messages (validation and API errors the screens show) in each language. */
const CONTRACT_CATALOGS: Partial<Record<Locale, () => Promise<{ default: Messages }>>> = {
  es: () => import('@spur/contract/locales/es.json'),
  'zh-Hans': () => import('@spur/contract/locales/zh-Hans.json'),
};

const loaded = new Map<Locale, Promise<void>>();

function catalogsOf(locale: Locale): (() => Promise<Messages>)[] {
  const contract = CONTRACT_CATALOGS[locale];
  return [
    ...Object.entries(CATALOGS)
      .filter(([file]) => file.endsWith(`/locales/${locale}.json`))
      .map(([, load]) => load),
    ...(contract ? [() => contract().then((module) => module.default)] : []),
  ];
}

/** Loads `locale`'s catalogs (once): the copy reads in it from then on. */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  let loading = loaded.get(locale);
  if (!loading) {
    loading = Promise.all(catalogsOf(locale).map((load) => load())).then((catalogs) => catalogs.forEach((messages) => loadCatalog(locale, messages)));
    loaded.set(locale, loading);
  }
  return loading;
}

/** Every language's catalogs: the server renders any of them. */
export function loadAllLocales(): Promise<void> {
  return Promise.all(LOCALES.map(loadLocale)).then(() => undefined);
}
