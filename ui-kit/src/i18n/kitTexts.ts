import { BUTTON_TEXTS } from '../components/Button/texts';
import { SPINNER_TEXTS } from '../components/Spinner/texts';
import { PASSWORD_FIELD_TEXTS } from '../components/PasswordField/texts';
import { DIALOG_TEXTS } from '../components/Dialog/texts';
import { CONFIRM_DIALOG_TEXTS } from '../components/ConfirmDialog/texts';
import { BETA_BANNER_TEXTS } from '../components/BetaBanner/texts';
import { NAV_BAR_TEXTS } from '../components/NavBar/texts';
import { FOOTER_TEXTS } from '../components/Footer/texts';
import { SEARCH_BOX_TEXTS } from '../components/SearchBox/texts';
import { ERROR_STATE_TEXTS } from '../components/ErrorState/texts';
import { TOAST_TEXTS } from '../components/Toast/texts';
import { PRICE_TAG_TEXTS } from '../components/PriceTag/texts';
import { DEAL_PICTURE_TEXTS } from '../components/DealPicture/texts';
import { SLOTS_LEFT_TEXTS } from '../components/SlotsLeft/texts';
import { STAR_RATING_TEXTS } from '../components/StarRating/texts';
import { DEAL_CARD_TEXTS } from '../components/DealCard/texts';
import { SAVE_BUTTON_TEXTS } from '../components/SaveButton/texts';
import { SAVE_BUSINESS_BUTTON_TEXTS } from '../components/SaveBusinessButton/texts';
import { STAR_INPUT_TEXTS } from '../components/StarInput/texts';
import { REVIEW_ITEM_TEXTS } from '../components/ReviewItem/texts';
import { REVIEW_FORM_TEXTS } from '../components/ReviewForm/texts';
import { HOLD_COUNTDOWN_TEXTS } from '../components/HoldCountdown/texts';
import { WAITLIST_NOTICE_TEXTS } from '../components/WaitlistNotice/texts';
import { ALERT_FORM_TEXTS } from '../components/AlertForm/texts';
import { ALERT_LIST_TEXTS } from '../components/AlertList/texts';
import { ALERT_SETTINGS_FORM_TEXTS } from '../components/AlertSettingsForm/texts';
import { INBOX_BELL_TEXTS } from '../components/InboxBell/texts';
import { BOOKING_ROW_TEXTS } from '../components/BookingRow/texts';
import { PROFILE_TABS_TEXTS } from '../components/ProfileTabs/texts';
import { MAIL_PREVIEW_TEXTS } from '../components/MailPreview/texts';
import type { KitTexts } from './types';

export type { KitTexts };

/**
 * The kit's own texts, in English: what every component says without a `KitLocaleProvider`.
 * Each component carries its own (`texts.ts` in its folder), so an app that leaves this object
 * out ships only the English of the components it uses.
 */
export const KIT_TEXTS: KitTexts = {
  button: BUTTON_TEXTS,
  spinner: SPINNER_TEXTS,
  passwordField: PASSWORD_FIELD_TEXTS,
  dialog: DIALOG_TEXTS,
  confirmDialog: CONFIRM_DIALOG_TEXTS,
  betaBanner: BETA_BANNER_TEXTS,
  navBar: NAV_BAR_TEXTS,
  footer: FOOTER_TEXTS,
  searchBox: SEARCH_BOX_TEXTS,
  errorState: ERROR_STATE_TEXTS,
  toast: TOAST_TEXTS,
  priceTag: PRICE_TAG_TEXTS,
  dealPicture: DEAL_PICTURE_TEXTS,
  slotsLeft: SLOTS_LEFT_TEXTS,
  starRating: STAR_RATING_TEXTS,
  dealCard: DEAL_CARD_TEXTS,
  saveButton: SAVE_BUTTON_TEXTS,
  saveBusinessButton: SAVE_BUSINESS_BUTTON_TEXTS,
  starInput: STAR_INPUT_TEXTS,
  reviewItem: REVIEW_ITEM_TEXTS,
  reviewForm: REVIEW_FORM_TEXTS,
  holdCountdown: HOLD_COUNTDOWN_TEXTS,
  waitlistNotice: WAITLIST_NOTICE_TEXTS,
  alertForm: ALERT_FORM_TEXTS,
  alertList: ALERT_LIST_TEXTS,
  alertSettingsForm: ALERT_SETTINGS_FORM_TEXTS,
  inboxBell: INBOX_BELL_TEXTS,
  bookingRow: BOOKING_ROW_TEXTS,
  profileTabs: PROFILE_TABS_TEXTS,
  mailPreview: MAIL_PREVIEW_TEXTS,
};
