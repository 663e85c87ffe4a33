import type { KitTexts } from '../../i18n/types';

/** What HoldCountdown says in English (`KIT_TEXTS.holdCountdown`), without a `KitLocaleProvider` that gives texts. */
export const HOLD_COUNTDOWN_TEXTS: KitTexts['holdCountdown'] = {
  holding: (time) => `We hold your spot for ${time}`,
  fiveMinutesLeft: 'Five minutes left to pay before your spot is released.',
  oneMinuteLeft: 'One minute left to pay before your spot is released.',
  expiredAnnouncement: 'Your hold has expired.',
  expired: 'Your hold has expired',
  expiredText: 'The spot went back on sale. You can try again if it is still available.',
  tryAgain: 'Try again',
};
