/**
 * Texts of the payment pages (success, cancelled, the built-in test checkout).
 *
 * Page-only copy lives beside its pages rather than in src/copy.ts: that module is in the entry
 * chunk (the layout and the auth provider use it), so every byte of it counts against the home page's
 * 150 KB budget. Texts shared across screens, and toasts, stay in COPY.
 */
export const SUCCESS_COPY = {
  heading: 'Payment Successful!',
  text: 'Thank you for your booking. Your spot is confirmed.',
  confirmationId: 'Confirmation ID',
  myBookings: 'Go to My Bookings',
  browseMore: 'Browse More Deals',
  guestPrompt: 'Create an account or sign in to see and manage your bookings in one place.',
  signUp: 'Create Account',
  logIn: 'Log In',
  emailNote:
    'A confirmation email is on its way. Sign up with the same email address you paid with and this booking will appear in My Bookings.',
} as const;

export const CANCEL_COPY = {
  heading: 'Payment Cancelled',
  text: 'No charges have been made.',
  detail: 'Your spot has been released. You can book it again, or find another deal, whenever you like.',
  browseMore: 'Browse More Deals',
  backHome: 'Back to Home',
} as const;

export const TEST_CHECKOUT_COPY = {
  heading: 'Test checkout',
  badge: 'Test mode',
  note: 'This is a test checkout: no real payment is taken and no card is needed.',
  loading: 'Loading checkout...',
  experience: 'Experience',
  when: 'When',
  total: 'Total',
  cancellation: 'Cancellation',
  email: 'Email',
  emailHint: 'Your confirmation is sent to this address.',
  payingAs: (email: string) => `Paying as ${email}`,
  pay: (amount: string) => `Pay ${amount}`,
  paying: 'Processing...',
  cancel: 'Cancel',
  cancelling: 'Cancelling...',
  notFoundTitle: 'Checkout not found',
  notFoundText: 'This checkout session does not exist. It may have been mistyped, or it belongs to another setup.',
  loadFailedTitle: 'We could not load this checkout',
  retry: 'Retry',
  completeTitle: 'This checkout is already paid',
  completeText: 'The payment for this booking went through. There is nothing more to pay.',
  viewConfirmation: 'View Confirmation',
  expiredTitle: 'This checkout is closed',
  expiredText: 'This checkout was cancelled or has expired, so its slot has been released. No charges were made.',
  browseDeals: 'Browse Deals',
  backHome: 'Back to Home',
  tryAgain: 'Try again',
} as const;
