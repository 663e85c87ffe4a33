/**
 * Texts of the payment pages (success, cancelled, the built-in test checkout).
 *
 * Page-only copy lives beside its pages rather than in src/copy.ts: that module is in the entry
 * chunk (the layout and the auth provider use it), so every byte of it counts against the home page's
 * 150 KB budget. Texts shared across screens, and toasts, stay in COPY.
 */
import { defineCopy } from '@spur/i18n';

export const SUCCESS_COPY = defineCopy((t) => ({
  heading: t('Payment Successful!'),
  text: t('Thank you for your booking. Your spot is confirmed.'),
  confirmationId: t('Confirmation ID:'),
  myBookings: t('Go to My Bookings'),
  browseMore: t('Browse More Deals'),
  guestPrompt: t('Create an account or sign in to see and manage your bookings in one place.'),
  signUp: t('Create Account'),
  logIn: t('Log In'),
  emailNote:
    t('A confirmation email is on its way. Sign up with the same email address you paid with and this booking will appear in My Bookings.'),
}));

export const CANCEL_COPY = defineCopy((t) => ({
  heading: t('Payment Cancelled'),
  text: t('No charges have been made.'),
  detail: t('Your spot has been released. You can book it again, or find another deal, whenever you like.'),
  browseMore: t('Browse More Deals'),
  backHome: t('Back to Home'),
}));

export const TEST_CHECKOUT_COPY = defineCopy((t) => ({
  heading: t('Test checkout'),
  badge: t('Test mode'),
  note: t('This is a test checkout: no real payment is taken and no card is needed.'),
  loading: t('Loading checkout...'),
  experience: t('Experience'),
  when: t('When'),
  total: t('Total'),
  cancellation: t('Cancellation'),
  email: t('Email'),
  emailHint: t('Your confirmation is sent to this address.'),
  payingAs: (email: string) => t('Paying as {email}', { email }),
  pay: (amount: string) => t('Pay {amount}', { amount }),
  paying: t('Processing...'),
  cancel: t('Cancel'),
  cancelling: t('Cancelling...'),
  notFoundTitle: t('Checkout not found'),
  notFoundText: t('This checkout session does not exist. It may have been mistyped, or it belongs to another setup.'),
  loadFailedTitle: t('We could not load this checkout'),
  retry: t('Retry'),
  completeTitle: t('This checkout is already paid'),
  completeText: t('The payment for this booking went through. There is nothing more to pay.'),
  viewConfirmation: t('View Confirmation'),
  expiredTitle: t('This checkout is closed'),
  expiredText: t('This checkout was cancelled or has expired, so its slot has been released. No charges were made.'),
  browseDeals: t('Browse Deals'),
  backHome: t('Back to Home'),
  tryAgain: t('Try again'),
}));
