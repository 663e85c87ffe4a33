/**
 * The mock backend's languages, as the server's: errors in the request's language (its
 * `Accept-Language`), mails and alerts in their recipient's. The contract's catalogs (the errors)
 * and the domain's (mails' dates and terms, alerts) load on demand, before the answer that needs
 * them: in the demo, a language's catalogs travel in its own chunk.
 */
import { negotiateLocale, loadCatalog, translateText, type Locale, type Messages } from '@spur/i18n';
import { HttpResponse } from 'msw';

type Catalog = Promise<{ default: Messages }>;

const CATALOGS: Record<Exclude<Locale, 'en'>, () => Catalog[]> = {
  es: () => [import('@spur/contract/locales/es.json', { with: { type: 'json' } }), import('@spur/domain/locales/es.json', { with: { type: 'json' } })],
  'zh-Hans': () => [import('@spur/contract/locales/zh-Hans.json', { with: { type: 'json' } }), import('@spur/domain/locales/zh-Hans.json', { with: { type: 'json' } })],
};
const loaded = new Map<Locale, Promise<void>>();

function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  let loading = loaded.get(locale);
  if (!loading) {
    loading = Promise.all(CATALOGS[locale]()).then((catalogs) => catalogs.forEach((catalog) => loadCatalog(locale, catalog.default)));
    loaded.set(locale, loading);
  }
  return loading;
}

/** Loads every language of `locales` (once each). */
export function loadLocales(locales: Iterable<Locale>): Promise<void> {
  return Promise.all([...new Set(locales)].map(loadLocale)).then(() => undefined);
}

/** The language a request asks for: the best of its `Accept-Language` that Spur speaks. */
export const requestLocale = (request: Request): Locale => negotiateLocale(request.headers.get('accept-language'));

/** `{ message }` with `status`, in the request's language (the server's error middleware's answer). */
export async function errorResponse(request: Request, status: number, message: string): Promise<Response> {
  const locale = requestLocale(request);
  await loadLocale(locale);
  return HttpResponse.json({ message: translateText(message, locale) }, { status, headers: { Vary: 'Accept-Language' } });
}
