import type { KitTexts } from '../../i18n/types';
import { plural } from '../../i18n/english';

/** What StarInput says in English (`KIT_TEXTS.starInput`), without a `KitLocaleProvider` that gives texts. */
export const STAR_INPUT_TEXTS: KitTexts['starInput'] = { star: (stars) => `${stars} ${plural(stars, 'star', 'stars')}` };
