import type { KitTexts } from '../../i18n/types';

/** What PriceTag says in English (`KIT_TEXTS.priceTag`), without a `KitLocaleProvider` that gives texts. */
export const PRICE_TAG_TEXTS: KitTexts['priceTag'] = { originalPrice: 'Original price:', now: 'Now' };
