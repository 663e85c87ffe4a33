/**
 * The server speaks every language from its start: the contract's messages (the API's errors) and
 * the domain's texts (mails' dates and terms, alerts) are loaded once, with the app; the mails'
 * own texts load with the first mail rendered in their language (@spur/emails).
 */
import { loadCatalog } from '@spur/i18n';
import contractEs from '@spur/contract/locales/es.json' with { type: 'json' };
import contractZh from '@spur/contract/locales/zh-Hans.json' with { type: 'json' };
import domainEs from '@spur/domain/locales/es.json' with { type: 'json' };
import domainZh from '@spur/domain/locales/zh-Hans.json' with { type: 'json' };

let loaded = false;

/** Loads the server's catalogs (once; on Node, their messages are compiled as they load). */
export function loadServerCatalogs(): void {
  if (loaded) return;
  loaded = true;
  for (const catalog of [contractEs, domainEs]) loadCatalog('es', catalog);
  for (const catalog of [contractZh, domainZh]) loadCatalog('zh-Hans', catalog);
}
