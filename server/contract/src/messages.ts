/**
 * Every validation and error message that crosses the API, or that the app shows for a rule
 * the API also enforces. SPEC §5 and §8 wording is kept verbatim. Written in English
 * (`defineCopy`): the backends answer in the request's language, the app shows them in the page's
 * (`useCopy(MESSAGES)`); translations in `locales/`.
 */
import { defineCopy } from '@spur/i18n';
export const MESSAGES = defineCopy((t) => ({
  // SPEC §5 validation
  fillAllFields: t('Please fill in all fields.'),
  fillRequiredFields: t('Please fill in all required fields.'),
  validPrice: t('Please enter a valid price.'),
  passwordsDoNotMatch: t('Passwords do not match.'),
  enterVerificationCode: t('Please enter the verification code.'),
  enterEmail: t('Please enter your email address.'),
  enterEmailAndPassword: t('Please enter both email and password.'),
  dealIdRequired: t('Deal ID is required for booking'),
  confirmDeleteDeal: t('Are you sure you want to delete this deal?'),

  // Field rules the spec leaves open
  validEmail: t('Please enter a valid email address.'),
  validPhone: t('Please enter a valid phone number.'),
  validCategory: t('Please choose a valid category.'),
  validSlots: t('Available slots must be a whole number of 0 or more.'),
  validOriginalPrice: t('The original price must be higher than the price.'),
  validImage: t('The image must be an https:// address.'),
  validExpiry: t('The expiry must be a date and time in the future.'),
  validSearch: t('The search term is too long.'),
  validPaging: t('Limit and offset must be whole numbers within range.'),
  validPageSize: t('The page size must be a whole number from 1 to 100.'),
  invalidCursor: t('This page link is not valid for this list. Start again from the first page.'),
  /** `field` is one of `FIELD_NAMES` (a translation of the message translates it too). */
  tooLong: (field: string, max: number) => t('{field} must be at most {max} characters.', { field, max }),
  nothingToUpdate: t('There is nothing to update.'),
  validLastEventId: t('Last-Event-ID must be the id of an event (a whole number).'),
  invalidJson: t('The request body is not valid JSON.'),
  bodyTooLarge: t('The request body is too large.'),
  /** A failed parse without an issue to tell (zod always has one). */
  invalidRequest: t('Invalid request.'),
  validLocale: t('Please choose a supported language: English (en), Spanish (es) or Simplified Chinese (zh-Hans).'),

  // Auth and roles
  authRequired: t('Authentication required'),
  invalidToken: t('Invalid or expired token'),
  businessRequired: t('Access denied. Business account required.'),
  accountTypeChange: t('Your account type can only be upgraded to Business Partner.'),
  emailInUse: t('This email belongs to another account. Please contact support.'),

  // Resources
  notFound: t('Not found'),
  dealNotFound: t('Deal not found'),
  bookingNotFound: t('Booking not found'),
  checkoutNotFound: t('Checkout session not found'),
  notYourDeal: t('You can only change your own deals.'),
  soldOut: t('Sorry, this deal is sold out.'),
  dealUnavailable: t('This deal is no longer available.'),
  alreadyCancelled: t('This booking is already cancelled.'),
  refundFailed: t('The refund could not be made, so the booking was not cancelled. Please try again.'),
  priceChanged: t('The price of this deal has changed. Please refresh and try again.'),
  quantityFixed: t('Only one ticket can be bought per checkout.'),
  checkoutClosed: t('This checkout session is no longer open.'),
  /** The payment provider could not open a checkout (SPEC §8 "Payment Error" wording). */
  checkoutFailed: t('Failed to create payment session. Please try again.'),
  dealDeleted: t('Deal deleted'),
  accountDeleted: t('Your account has been deleted.'),
  invalidSignature: t('Invalid webhook signature'),

  // Contact
  contactThanks: t("Thank you for contacting us. We'll get back to you as soon as possible."),
  contactFailed: t('Failed to send message'),
  tooManyRequests: t('Too many requests. Please try again later.'),

  // Place: venues, near me
  validCoordinates: t('Please give a latitude from -90 to 90 and a longitude from -180 to 180.'),
  centreNeedsBoth: t('Give both a latitude and a longitude for the centre.'),
  venueNeedsBoth: t('Give both a latitude and a longitude for the venue.'),
  centreRequired: t('Sorting by distance or searching a radius needs a centre (lat and lng).'),
  validRadius: t('The radius must be more than 0 km and at most 100 km.'),
  validSort: t('Sort by soonest, distance or now_near.'),
  // Time: sessions, cut-offs, price drops
  validTimeZone: t('Please choose a valid time zone.'),
  validSessionStart: t('The start must be a date and time.'),
  sessionInPast: t('The session must start in the future.'),
  sessionBeforeCutoff: t('The session must start after its booking cut-off: pick a later time or a shorter cut-off.'),
  sessionTooFarAhead: t('Sessions can be scheduled up to a year ahead.'),
  validCutoff: t('The cut-off must be a whole number of minutes, from 0 up to 7 days.'),
  validDuration: t('The duration must be a whole number of minutes, from 1 up to 24 hours.'),
  validCapacity: t('The capacity must be a whole number from 1 to 10000.'),
  capacityBelowSold: (sold: number) => t('{sold, plural, one {The capacity cannot be below the # spot already booked.} other {The capacity cannot be below the # spots already booked.}}', { sold }),
  sessionHasBookings: t('The time of a session with bookings cannot change. Cancel it instead.'),
  sessionStartOrRepeat: t('Give either one start time or a repeating pattern.'),
  validRepeatDate: t('The first day must be a date (YYYY-MM-DD).'),
  validRepeatTimes: t('Give from 1 to 12 times of day, each as HH:MM.'),
  duplicateRepeatTimes: t('The same time of day is listed twice.'),
  validRepeatWeeks: t('The pattern must run for 1 to 12 weeks.'),
  validRepeatDays: t('Choose every day, weekdays or weekends.'),
  repeatCreatesNothing: t('This pattern creates no session in the future.'),
  tooManySessions: t('This pattern creates more than 500 sessions. Use fewer weeks or times.'),
  duplicateSessions: (times: string) => t('A session already starts at {times}.', { times }),
  validPriceDropFloor: t('The floor price must be below the price.'),
  validPriceDropWindow: t('The price drop window must be whole quarters of an hour, from 15 minutes up to 24 hours.'),
  validWhen: t('Please choose now, today, tomorrow, weekend or any.'),
  sessionNotFound: t('Session not found'),
  sessionRequired: t('Please choose a time for this deal.'),
  sessionSoldOut: t('Sorry, this time is sold out.'),
  sessionCutOff: t('Booking for this time has closed.'),
  sessionStarted: t('This time has already started.'),
  sessionCancelled: t('This time was cancelled by the business.'),
  sessionAlreadyCancelled: t('This session is already cancelled.'),
  openDatedDeal: t('This deal has no set times: book it without choosing one.'),

  // Cancellation terms
  validFreeCancellationHours: t('Free cancellation must be a whole number of hours, from 0 to 72.'),
  validRefundPercent: t('The refund after free cancellation must be a whole percentage, from 0 to 100.'),
  voucherCodeShape: t('A voucher code is 8 letters and digits, like ABCD-2345.'),
  validAcceptOtherDay: t('accept_other_day must be true or false.'),
  voucherNotValid: t('This code is not valid.'),
  voucherCancelled: t('This booking was cancelled: the voucher is no longer valid.'),
  voucherOtherBusiness: t("This voucher is for another business's deal."),
  voucherUsed: t('This voucher was used: the booking can no longer be cancelled.'),

  // Verified reviews
  validRating: t('Please choose a rating from 1 to 5 stars.'),
  reviewTextTooLong: t('A review can be at most 1,000 characters.'),
  answerRequired: t('Please write an answer.'),
  answerTooLong: t('An answer can be at most 1,000 characters.'),
  reviewNeedsConfirmedBooking: t('Only a confirmed booking can be reviewed.'),
  reviewTooEarly: t('You can review this booking once its session has ended or your voucher was checked in.'),
  reviewExists: t('You have already reviewed this booking.'),
  reviewNotFound: t('Review not found'),
  reviewOtherBusiness: t("You can only answer reviews of your own deals."),
  reviewAlreadyAnswered: t('This review already has an answer.'),

  // Waitlist
  waitlistNotFound: t('This waitlist link is not valid.'),
  waitlistClosed: t('The waitlist for this time is closed.'),
  waitlistNotSoldOut: t('Spots are still available: book one now.'),
  waitlistAlreadyJoined: t("You're already on the waitlist for this time."),
  waitlistNoOffer: t("There is no spot to claim yet: we'll e-mail you when one opens."),
  waitlistOfferExpired: t('This offer has expired: the spot went to the next person waiting.'),
  waitlistOfferUsed: t('This offer was already used.'),
  waitlistLeft: t('You left this waitlist.'),
  waitlistOfferForAccount: t('This offer is for another account: sign in as the person it was sent to.'),

  // Earnings
  /** The traveller of a booking whose name is not known (a guest, an erased account). */
  guestTraveller: t('Guest'),

  // Payout accounts
  /** An onboarding return or refresh link naming no payout account (or one replaced since). */
  payoutLinkStale: t('This payouts link is out of date. Start again from your dashboard.'),
  payoutLinkOtherBusiness: t('This payouts link belongs to another business. Sign in as that business, or start again from your dashboard.'),
  /** An Express dashboard link asked for before the business finished onboarding. */
  payoutsNotConnected: t('Finish connecting payouts first.'),
  /** The payment provider refused or could not be reached. */
  payoutsProviderFailed: t('The payment provider could not be reached. Please try again.'),
  /** A test onboarding while a Stripe key is configured, or for no known account. */
  testOnboardingNotFound: t('Test onboarding not found'),

  // Saved deals and alerts
  alertPlaceName: t('Please name the place of this alert (at most 80 characters).'),
  alertRadius: t('The radius must be between 0.5 and 100 km.'),
  alertWindow: t('Please choose when the deals should start: within 3 hours, today or this weekend.'),
  alertPrice: t('The highest price must be more than $0 and at most $10,000.'),
  alertQuietHours: t('Quiet hours are times like 21:00 and 08:00.'),
  alertDailyCap: t('Alerts a day must be a whole number from 1 to 50.'),
  alertLimit: t('You can save at most 20 alerts. Delete one to add another.'),
  alertNotFound: t('Alert not found'),
  /** A business to save that does not exist (or whose account is gone). */
  businessNotFound: t('Business not found'),
  pushSubscriptionInvalid: t('This browser gave an invalid push subscription.'),
  pushSubscriptionNotFound: t('Push subscription not found'),
  pushNotConfigured: t('Push notifications are not available on this server.'),

  // Languages a deal is given in
  /** A code that is none of DEAL_LANGUAGES (a deal's list, the catalogue's `language` filter). */
  validLanguage: t('Please choose a language Spur offers (a code such as en, es or zh).'),
  chooseLanguages: t('Please choose at least one language the experience is given in.'),
  /** The number is MAX_DEAL_LANGUAGES. */
  tooManyLanguages: t('A deal can list at most 8 languages.'),
  duplicateLanguages: t('Each language can be listed only once.'),

  internalError: t('Something went wrong. Please try again.'),
  /** A draining instance (rolling restart) refusing what a proxy can send to another one. */
  restarting: t('Spur is restarting. Please try again in a moment.'),
}));

/** The names of the text fields, as `MESSAGES.tooLong` says them. */
export const FIELD_NAMES = defineCopy((t) => ({
  name: t('Name'),
  fullName: t('Full name'),
  phoneNumber: t('Phone number'),
  subject: t('Subject'),
  message: t('Message'),
  title: t('Title'),
  description: t('Description'),
  location: t('Location'),
  businessName: t('Business name'),
}));
