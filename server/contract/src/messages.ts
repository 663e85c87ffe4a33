/**
 * Every validation and error message that crosses the API, or that the app shows for a rule
 * the API also enforces. SPEC §5 and §8 wording is kept verbatim.
 */
export const MESSAGES = {
  // SPEC §5 validation
  fillAllFields: 'Please fill in all fields.',
  fillRequiredFields: 'Please fill in all required fields.',
  validPrice: 'Please enter a valid price.',
  passwordsDoNotMatch: 'Passwords do not match.',
  enterVerificationCode: 'Please enter the verification code.',
  enterEmail: 'Please enter your email address.',
  enterEmailAndPassword: 'Please enter both email and password.',
  dealIdRequired: 'Deal ID is required for booking',
  confirmDeleteDeal: 'Are you sure you want to delete this deal?',

  // Field rules the spec leaves open
  validEmail: 'Please enter a valid email address.',
  validPhone: 'Please enter a valid phone number.',
  validCategory: 'Please choose a valid category.',
  validSlots: 'Available slots must be a whole number of 0 or more.',
  validOriginalPrice: 'The original price must be higher than the price.',
  validImage: 'The image must be an https:// address.',
  validExpiry: 'The expiry must be a date and time in the future.',
  validSearch: 'The search term is too long.',
  validPaging: 'Limit and offset must be whole numbers within range.',
  validPageSize: 'The page size must be a whole number from 1 to 100.',
  invalidCursor: 'This page link is not valid for this list. Start again from the first page.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  nothingToUpdate: 'There is nothing to update.',
  validLastEventId: 'Last-Event-ID must be the id of an event (a whole number).',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',

  // Auth and roles
  authRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  businessRequired: 'Access denied. Business account required.',
  accountTypeChange: 'Your account type can only be upgraded to Business Partner.',
  emailInUse: 'This email belongs to another account. Please contact support.',

  // Resources
  notFound: 'Not found',
  dealNotFound: 'Deal not found',
  bookingNotFound: 'Booking not found',
  checkoutNotFound: 'Checkout session not found',
  notYourDeal: 'You can only change your own deals.',
  soldOut: 'Sorry, this deal is sold out.',
  dealUnavailable: 'This deal is no longer available.',
  alreadyCancelled: 'This booking is already cancelled.',
  refundFailed: 'The refund could not be made, so the booking was not cancelled. Please try again.',
  priceChanged: 'The price of this deal has changed. Please refresh and try again.',
  quantityFixed: 'Only one ticket can be bought per checkout.',
  checkoutClosed: 'This checkout session is no longer open.',
  /** The payment provider could not open a checkout (SPEC §8 "Payment Error" wording). */
  checkoutFailed: 'Failed to create payment session. Please try again.',
  dealDeleted: 'Deal deleted',
  accountDeleted: 'Your account has been deleted.',
  invalidSignature: 'Invalid webhook signature',

  // Contact
  contactThanks: "Thank you for contacting us. We'll get back to you as soon as possible.",
  contactFailed: 'Failed to send message',
  tooManyRequests: 'Too many requests. Please try again later.',

  // Place: venues, near me
  validCoordinates: 'Please give a latitude from -90 to 90 and a longitude from -180 to 180.',
  centreNeedsBoth: 'Give both a latitude and a longitude for the centre.',
  venueNeedsBoth: 'Give both a latitude and a longitude for the venue.',
  centreRequired: 'Sorting by distance or searching a radius needs a centre (lat and lng).',
  validRadius: 'The radius must be more than 0 km and at most 100 km.',
  validSort: 'Sort by soonest, distance or now_near.',
  // Time: sessions, cut-offs, price drops
  validTimeZone: 'Please choose a valid time zone.',
  validSessionStart: 'The start must be a date and time.',
  sessionInPast: 'The session must start in the future.',
  sessionBeforeCutoff: 'The session must start after its booking cut-off: pick a later time or a shorter cut-off.',
  sessionTooFarAhead: 'Sessions can be scheduled up to a year ahead.',
  validCutoff: 'The cut-off must be a whole number of minutes, from 0 up to 7 days.',
  validDuration: 'The duration must be a whole number of minutes, from 1 up to 24 hours.',
  validCapacity: 'The capacity must be a whole number from 1 to 10000.',
  capacityBelowSold: (sold: number) => `The capacity cannot be below the ${sold} spots already booked.`,
  sessionHasBookings: 'The time of a session with bookings cannot change. Cancel it instead.',
  sessionStartOrRepeat: 'Give either one start time or a repeating pattern.',
  validRepeatDate: 'The first day must be a date (YYYY-MM-DD).',
  validRepeatTimes: 'Give from 1 to 12 times of day, each as HH:MM.',
  duplicateRepeatTimes: 'The same time of day is listed twice.',
  validRepeatWeeks: 'The pattern must run for 1 to 12 weeks.',
  validRepeatDays: 'Choose every day, weekdays or weekends.',
  repeatCreatesNothing: 'This pattern creates no session in the future.',
  tooManySessions: 'This pattern creates more than 500 sessions. Use fewer weeks or times.',
  duplicateSessions: (times: string) => `A session already starts at ${times}.`,
  validPriceDropFloor: 'The floor price must be below the price.',
  validPriceDropWindow: 'The price drop window must be whole quarters of an hour, from 15 minutes up to 24 hours.',
  validWhen: 'Please choose now, today, tomorrow, weekend or any.',
  sessionNotFound: 'Session not found',
  sessionRequired: 'Please choose a time for this deal.',
  sessionSoldOut: 'Sorry, this time is sold out.',
  sessionCutOff: 'Booking for this time has closed.',
  sessionStarted: 'This time has already started.',
  sessionCancelled: 'This time was cancelled by the business.',
  sessionAlreadyCancelled: 'This session is already cancelled.',
  openDatedDeal: 'This deal has no set times: book it without choosing one.',

  // Cancellation terms
  validFreeCancellationHours: 'Free cancellation must be a whole number of hours, from 0 to 72.',
  validRefundPercent: 'The refund after free cancellation must be a whole percentage, from 0 to 100.',
  voucherCodeShape: 'A voucher code is 8 letters and digits, like ABCD-2345.',
  validAcceptOtherDay: 'accept_other_day must be true or false.',
  voucherNotValid: 'This code is not valid.',
  voucherCancelled: 'This booking was cancelled: the voucher is no longer valid.',
  voucherOtherBusiness: "This voucher is for another business's deal.",
  voucherUsed: 'This voucher was used: the booking can no longer be cancelled.',

  // Verified reviews
  validRating: 'Please choose a rating from 1 to 5 stars.',
  reviewTextTooLong: 'A review can be at most 1,000 characters.',
  answerRequired: 'Please write an answer.',
  answerTooLong: 'An answer can be at most 1,000 characters.',
  reviewNeedsConfirmedBooking: 'Only a confirmed booking can be reviewed.',
  reviewTooEarly: 'You can review this booking once its session has ended or your voucher was checked in.',
  reviewExists: 'You have already reviewed this booking.',
  reviewNotFound: 'Review not found',
  reviewOtherBusiness: "You can only answer reviews of your own deals.",
  reviewAlreadyAnswered: 'This review already has an answer.',

  // Waitlist
  waitlistNotFound: 'This waitlist link is not valid.',
  waitlistClosed: 'The waitlist for this time is closed.',
  waitlistNotSoldOut: 'Spots are still available: book one now.',
  waitlistAlreadyJoined: "You're already on the waitlist for this time.",
  waitlistNoOffer: "There is no spot to claim yet: we'll e-mail you when one opens.",
  waitlistOfferExpired: 'This offer has expired: the spot went to the next person waiting.',
  waitlistOfferUsed: 'This offer was already used.',
  waitlistLeft: 'You left this waitlist.',
  waitlistOfferForAccount: 'This offer is for another account: sign in as the person it was sent to.',

  // Earnings
  /** The traveller of a booking whose name is not known (a guest, an erased account). */
  guestTraveller: 'Guest',

  // Payout accounts
  /** An onboarding return or refresh link naming no payout account (or one replaced since). */
  payoutLinkStale: 'This payouts link is out of date. Start again from your dashboard.',
  payoutLinkOtherBusiness: 'This payouts link belongs to another business. Sign in as that business, or start again from your dashboard.',
  /** An Express dashboard link asked for before the business finished onboarding. */
  payoutsNotConnected: 'Finish connecting payouts first.',
  /** The payment provider refused or could not be reached. */
  payoutsProviderFailed: 'The payment provider could not be reached. Please try again.',
  /** A test onboarding while a Stripe key is configured, or for no known account. */
  testOnboardingNotFound: 'Test onboarding not found',

  // Saved deals and alerts
  alertPlaceName: 'Please name the place of this alert (at most 80 characters).',
  alertRadius: 'The radius must be between 0.5 and 100 km.',
  alertWindow: 'Please choose when the deals should start: within 3 hours, today or this weekend.',
  alertPrice: 'The highest price must be more than $0 and at most $10,000.',
  alertQuietHours: 'Quiet hours are times like 21:00 and 08:00.',
  alertDailyCap: 'Alerts a day must be a whole number from 1 to 50.',
  alertLimit: 'You can save at most 20 alerts. Delete one to add another.',
  alertNotFound: 'Alert not found',
  /** A business to save that does not exist (or whose account is gone). */
  businessNotFound: 'Business not found',
  pushSubscriptionInvalid: 'This browser gave an invalid push subscription.',
  pushSubscriptionNotFound: 'Push subscription not found',
  pushNotConfigured: 'Push notifications are not available on this server.',

  internalError: 'Something went wrong. Please try again.',
  /** A draining instance (rolling restart) refusing what a proxy can send to another one. */
  restarting: 'Spur is restarting. Please try again in a moment.',
} as const;
