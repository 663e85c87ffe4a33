/**
 * Every user-visible text of the app that is not a validation message (those come from the
 * contract's `MESSAGES`, shared with the backends). SPEC §2 and §8 wording is kept verbatim;
 * "{product}" is Spur. Screens, machines and tests import from here, never retype a string.
 *
 * Toasts are `ToastCopy` objects: pass them straight to `toast()` (see src/README.md).
 */
import { DEMO_VERIFICATION_CODE, PRODUCT_NAME, SUPPORT_EMAIL } from '@spur/contract';

export interface ToastCopy {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

const destructive = (title: string, description?: string): ToastCopy => ({
  title,
  ...(description ? { description } : {}),
  variant: 'destructive',
});

export const COPY = {
  product: PRODUCT_NAME,
  loading: 'Loading...',
  sending: 'Sending...',

  auth: {
    authFailed: 'Authentication failed - please log in again',
    initFailed: (statusText: string) => `Failed to initialize user: ${statusText}`,
    noToken: 'No JWT token available',
    invalidToken: 'Invalid JWT token format',
    notConfirmed: 'Please verify your account before signing in.',
  },

  /** Shown on the sign-up and reset screens only in demo mode (and the local full stack). */
  demoCodeNote: `Demo mode: your code is ${DEMO_VERIFICATION_CODE}`,

  notFound: {
    code: '404',
    heading: 'Oops! Page not found',
    returnHome: 'Return to Home',
    /** Logged with console.error for every unknown route (SPEC §8). */
    log: (pathname: string) => `404 Error: User attempted to access non-existent route: ${pathname}`,
  },
  routeError: {
    heading: 'Unexpected Application Error!',
  },

  deals: {
    fetchFailed: (status: number, statusText: string) => `Failed to fetch deals: ${status} ${statusText}`.trim(),
    invalidFormat: 'Invalid data format received from server',
  },

  api: {
    invalidResponse: 'Invalid data format received from server',
    network: 'Could not reach the server. Please check your connection and try again.',
  },

  /** The layout around every page (SPEC §1–§2): navigation bar, footer, demo controls. */
  layout: {
    skipToContent: 'Skip to main content',
    nav: {
      label: 'Main',
      home: 'Home',
      deals: 'Deals',
      businessDashboard: 'Business Dashboard',
      profile: 'Profile',
      logIn: 'Log In',
      signUp: 'Sign Up',
      logOut: 'Log Out',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
    },
    footer: {
      tagline: 'A hyper-local, last-minute deals marketplace for tourists and locals in high-traffic areas.',
      forUsers: 'For Users',
      browseDeals: 'Browse Deals',
      createAccount: 'Create Account',
      legal: 'Legal',
      // No terms or privacy pages exist yet: plain text, never a dead link.
      terms: 'Terms of Service (coming soon)',
      privacy: 'Privacy Policy (coming soon)',
      legalQuestions: 'Legal questions',
      contact: 'Contact',
      social: {
        instagram: `${PRODUCT_NAME} on Instagram`,
        facebook: `${PRODUCT_NAME} on Facebook`,
        x: `${PRODUCT_NAME} on X`,
      },
    },
  },

  toasts: {
    // Sign-in
    loggedOut: { title: 'Logged out successfully' } satisfies ToastCopy,
    logoutFailed: destructive('Error', 'Failed to log out. Please try again.'),
    loginSuccess: { title: 'Login successful', description: `Welcome back to ${PRODUCT_NAME}!` } satisfies ToastCopy,
    loginFailed: (message?: string) =>
      destructive('Login failed', message || 'Please check your credentials and try again.'),

    // Sign-up
    verificationCodeSent: {
      title: 'Verification code sent',
      description: 'Check your email for the verification code.',
    } satisfies ToastCopy,
    signUpFailed: destructive('Sign up failed', 'There was a problem creating your account.'),
    verificationFailed: destructive('Verification failed', 'Invalid verification code. Please try again.'),
    accountVerified: {
      title: 'Account verified',
      description: 'Your account is verified. Please sign in.',
    } satisfies ToastCopy,
    accountVerifiedDbError: destructive(
      'Account verified but database error',
      'You are signed in, but we could not finish setting up your account. Some pages may not work yet.',
    ),
    welcome: { title: `Welcome to ${PRODUCT_NAME}!`, description: 'Your account is ready.' } satisfies ToastCopy,
    codeResent: { title: 'Code resent', description: 'A new verification code is on its way.' } satisfies ToastCopy,
    resendFailed: destructive('Error', 'Failed to resend code.'),

    // Password reset
    resetCodeSent: { title: 'Reset code sent', description: 'Check your email for the verification code.' } satisfies ToastCopy,
    resetSuccess: {
      title: 'Password reset successful',
      description: 'You can now sign in with your new password.',
    } satisfies ToastCopy,
    resetFailed: (message?: string) => destructive('Password reset failed', message || 'Please try again.'),

    // Payment
    paymentError: destructive('Payment Error', 'Failed to create payment session. Please try again.'),
    /** The server refused the booking (409): its message says why. */
    waitlistLeaveFailed: (message: string) => destructive('Could not leave the waitlist', message),
    paymentRefused: (message: string) => destructive('Payment Error', message),
    /** Before leaving for Stripe: the hold's time left, as the test checkout shows it. */
    spotHeld: (secondsLeft: number): ToastCopy => ({
      title: `We hold your spot for ${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`,
      description: 'Taking you to secure payment...',
    }),

    // Contact
    /** `message`: the server's answer, or the contract's `MESSAGES.contactThanks` (the caller's:
     *  importing MESSAGES here would put every message into the entry chunk). */
    messageSent: (message: string) => ({ title: 'Message Sent!', description: message }) satisfies ToastCopy,
    contactError: destructive(
      'Error',
      `There was a problem sending your message. Please try again or contact us directly at ${SUPPORT_EMAIL}.`,
    ),

    // Bookings
    bookingCancelled: { title: 'Booking Cancelled', description: 'Your booking has been cancelled.' } satisfies ToastCopy,
    cancellationFailed: (message?: string) =>
      destructive('Cancellation Failed', message || 'Failed to cancel booking. Please try again.'),
    bookingsFetchFailed: destructive('Error', 'Failed to fetch your bookings. Please try again.'),

    // Profile and settings
    profileUpdated: { title: 'Profile Updated', description: 'Your profile has been saved.' } satisfies ToastCopy,
    profileUpdateFailed: (message?: string) => destructive('Update failed', message || 'Could not update profile.'),
    accountUpgraded: {
      title: 'Account Upgraded!',
      description: 'You are now a Business Partner.',
    } satisfies ToastCopy,
    upgradeFailed: (message?: string) => destructive('Upgrade Failed', message || 'Please try again.'),
    emailPreferenceUpdated: { title: 'Email preference updated' } satisfies ToastCopy,
    preferencesUpdated: { title: 'Preferences updated' } satisfies ToastCopy,
    preferencesUpdateFailed: (message?: string) => destructive('Update failed', message || 'Please try again.'),
    preferencesAuthRequired: destructive('Authentication required', 'Please log in to update email preferences.'),
    passwordChanged: { title: 'Password changed', description: 'Your password has been updated.' } satisfies ToastCopy,
    passwordChangeFailed: (message?: string) =>
      destructive('Password change failed', message || 'Please try again.'),
    accountDeleted: { title: 'Account deleted' } satisfies ToastCopy,
    accountDeleteFailed: destructive('Error', 'Failed to delete account. Please try again.'),

    // Saved deals and businesses
    saveFailed: (message?: string) => destructive('Could not update your saved deals', message || 'Please try again.'),
    saveBusinessFailed: (message?: string) => destructive('Could not update your saved businesses', message || 'Please try again.'),

    // Business dashboard
    dealCreated: { title: 'Success', description: 'Deal created.' } satisfies ToastCopy,
    dealUpdated: { title: 'Success', description: 'Deal updated.' } satisfies ToastCopy,
    dealDeleted: { title: 'Success', description: 'Deal deleted.' } satisfies ToastCopy,
    dealCreateFailed: destructive('Error', 'Failed to create deal. Please try again.'),
    dealUpdateFailed: destructive('Error', 'Failed to update deal. Please try again.'),
    dealDeleteFailed: destructive('Error', 'Failed to delete deal. Please try again.'),
    accessDenied: destructive('Access Denied', 'You need a business account to access this dashboard.'),
    myDealsFetchFailed: destructive('Error', 'Failed to fetch your deals. Please try again.'),

    // Testimonials
    comingSoon: { title: 'Coming Soon', description: 'Customer stories are on their way.' } satisfies ToastCopy,
  },
} as const;
