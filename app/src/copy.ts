/**
 * Every user-visible text of the app that is not a validation message (those come from the
 * contract's `MESSAGES`, shared with the backends). SPEC §2 and §8 wording is kept verbatim;
 * "{product}" is Spur. Screens, machines and tests import from here, never retype a string.
 * Written in English (`defineCopy`); screens read it in the page's language with `useCopy(COPY)`,
 * code outside React with `pageCopy(COPY)` (translations: `locales/`).
 *
 * Toasts are `ToastCopy` objects: pass them straight to `toast()` (see src/README.md).
 */
import { DEMO_VERIFICATION_CODE, PRODUCT_NAME, SUPPORT_EMAIL } from '@spur/contract';
import { defineCopy } from '@spur/i18n';

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

export const COPY = defineCopy((t) => ({
  product: PRODUCT_NAME,
  loading: t('Loading...'),
  sending: t('Sending...'),

  auth: {
    authFailed: t('Authentication failed - please log in again'),
    initFailed: (statusText: string) => t('Failed to initialize user: {statusText}', { statusText }),
    noToken: t('No JWT token available'),
    invalidToken: t('Invalid JWT token format'),
    notConfirmed: t('Please verify your account before signing in.'),
  },

  /** Shown on the sign-up and reset screens only in demo mode (and the local full stack). */
  demoCodeNote: t('Demo mode: your code is {code}', { code: DEMO_VERIFICATION_CODE }),

  notFound: {
    code: '404',
    heading: t('Oops! Page not found'),
    returnHome: t('Return to Home'),
    /** Logged with console.error for every unknown route (SPEC §8). */
    log: (pathname: string) => `404 Error: User attempted to access non-existent route: ${pathname}`,
  },
  routeError: {
    heading: t('Unexpected Application Error!'),
  },

  deals: {
    fetchFailed: (status: number, statusText: string) => t('Failed to fetch deals: {status} {statusText}', { status: String(status), statusText }).trim(),
    invalidFormat: t('Invalid data format received from server'),
  },

  api: {
    invalidResponse: t('Invalid data format received from server'),
    network: t('Could not reach the server. Please check your connection and try again.'),
  },

  /** The layout around every page (SPEC §1–§2): navigation bar, footer, demo controls. */
  layout: {
    skipToContent: t('Skip to main content'),
    nav: {
      label: t('Main'),
      home: t('Home'),
      deals: t('Deals'),
      businessDashboard: t('Business Dashboard'),
      profile: t('Profile'),
      logIn: t('Log In'),
      signUp: t('Sign Up'),
      logOut: t('Log Out'),
      openMenu: t('Open menu'),
      closeMenu: t('Close menu'),
      /** The language switcher's name. */
      language: t('Language'),
    },
    footer: {
      tagline: t('A hyper-local, last-minute deals marketplace for tourists and locals in high-traffic areas.'),
      forUsers: t('For Users'),
      browseDeals: t('Browse Deals'),
      createAccount: t('Create Account'),
      legal: t('Legal'),
      // No terms or privacy pages exist yet: plain text, never a dead link.
      terms: t('Terms of Service (coming soon)'),
      privacy: t('Privacy Policy (coming soon)'),
      legalQuestions: t('Legal questions'),
      /** The subject of the e-mail Legal questions opens. */
      legalSubject: t('Legal question'),
      contact: t('Contact'),
      social: {
        instagram: t('{product} on Instagram', { product: PRODUCT_NAME }),
        facebook: t('{product} on Facebook', { product: PRODUCT_NAME }),
        x: t('{product} on X', { product: PRODUCT_NAME }),
      },
    },
  },

  toasts: {
    // Sign-in
    loggedOut: { title: t('Logged out successfully') } satisfies ToastCopy,
    logoutFailed: destructive(t('Error'), t('Failed to log out. Please try again.')),
    loginSuccess: { title: t('Login successful'), description: t('Welcome back to {product}!', { product: PRODUCT_NAME }) } satisfies ToastCopy,
    loginFailed: (message?: string) =>
      destructive(t('Login failed'), message || t('Please check your credentials and try again.')),

    // Sign-up
    verificationCodeSent: {
      title: t('Verification code sent'),
      description: t('Check your email for the verification code.'),
    } satisfies ToastCopy,
    signUpFailed: destructive(t('Sign up failed'), t('There was a problem creating your account.')),
    verificationFailed: destructive(t('Verification failed'), t('Invalid verification code. Please try again.')),
    accountVerified: {
      title: t('Account verified'),
      description: t('Your account is verified. Please sign in.'),
    } satisfies ToastCopy,
    accountVerifiedDbError: destructive(
      'Account verified but database error',
      'You are signed in, but we could not finish setting up your account. Some pages may not work yet.',
    ),
    welcome: { title: t('Welcome to {product}!', { product: PRODUCT_NAME }), description: t('Your account is ready.') } satisfies ToastCopy,
    codeResent: { title: t('Code resent'), description: t('A new verification code is on its way.') } satisfies ToastCopy,
    resendFailed: destructive(t('Error'), t('Failed to resend code.')),

    // Password reset
    resetCodeSent: { title: t('Reset code sent'), description: t('Check your email for the verification code.') } satisfies ToastCopy,
    resetSuccess: {
      title: t('Password reset successful'),
      description: t('You can now sign in with your new password.'),
    } satisfies ToastCopy,
    resetFailed: (message?: string) => destructive(t('Password reset failed'), message || t('Please try again.')),

    // Payment
    paymentError: destructive(t('Payment Error'), t('Failed to create payment session. Please try again.')),
    /** The server refused the booking (409): its message says why. */
    waitlistLeaveFailed: (message: string) => destructive(t('Could not leave the waitlist'), message),
    paymentRefused: (message: string) => destructive(t('Payment Error'), message),
    /** Before leaving for Stripe: the hold's time left, as the test checkout shows it. */
    spotHeld: (secondsLeft: number): ToastCopy => ({
      // A countdown, read as a clock in every language.
      title: t('We hold your spot for {time}', { time: `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}` }),
      description: t('Taking you to secure payment...'),
    }),

    // Contact
    /** `message`: the server's answer, or the contract's `MESSAGES.contactThanks` (the caller's:
     *  importing MESSAGES here would put every message into the entry chunk). */
    messageSent: (message: string) => ({ title: t('Message Sent!'), description: message }) satisfies ToastCopy,
    contactError: destructive(
      'Error',
      t('There was a problem sending your message. Please try again or contact us directly at {email}.', { email: SUPPORT_EMAIL }),
    ),

    // Bookings
    bookingCancelled: { title: t('Booking Cancelled'), description: t('Your booking has been cancelled.') } satisfies ToastCopy,
    cancellationFailed: (message?: string) =>
      destructive(t('Cancellation Failed'), message || t('Failed to cancel booking. Please try again.')),
    bookingsFetchFailed: destructive(t('Error'), t('Failed to fetch your bookings. Please try again.')),

    // Profile and settings
    profileUpdated: { title: t('Profile Updated'), description: t('Your profile has been saved.') } satisfies ToastCopy,
    profileUpdateFailed: (message?: string) => destructive(t('Update failed'), message || t('Could not update profile.')),
    accountUpgraded: {
      title: t('Account Upgraded!'),
      description: t('You are now a Business Partner.'),
    } satisfies ToastCopy,
    upgradeFailed: (message?: string) => destructive(t('Upgrade Failed'), message || t('Please try again.')),
    emailPreferenceUpdated: { title: t('Email preference updated') } satisfies ToastCopy,
    preferencesUpdated: { title: t('Preferences updated') } satisfies ToastCopy,
    preferencesUpdateFailed: (message?: string) => destructive(t('Update failed'), message || t('Please try again.')),
    preferencesAuthRequired: destructive(t('Authentication required'), t('Please log in to update email preferences.')),
    passwordChanged: { title: t('Password changed'), description: t('Your password has been updated.') } satisfies ToastCopy,
    passwordChangeFailed: (message?: string) =>
      destructive(t('Password change failed'), message || t('Please try again.')),
    accountDeleted: { title: t('Account deleted') } satisfies ToastCopy,
    accountDeleteFailed: destructive(t('Error'), t('Failed to delete account. Please try again.')),

    // Saved deals and businesses
    saveFailed: (message?: string) => destructive(t('Could not update your saved deals'), message || t('Please try again.')),
    saveBusinessFailed: (message?: string) => destructive(t('Could not update your saved businesses'), message || t('Please try again.')),

    // Business dashboard
    dealCreated: { title: t('Success'), description: t('Deal created.') } satisfies ToastCopy,
    dealUpdated: { title: t('Success'), description: t('Deal updated.') } satisfies ToastCopy,
    dealDeleted: { title: t('Success'), description: t('Deal deleted.') } satisfies ToastCopy,
    dealCreateFailed: destructive(t('Error'), t('Failed to create deal. Please try again.')),
    dealUpdateFailed: destructive(t('Error'), t('Failed to update deal. Please try again.')),
    dealDeleteFailed: destructive(t('Error'), t('Failed to delete deal. Please try again.')),
    accessDenied: destructive(t('Access Denied'), t('You need a business account to access this dashboard.')),
    myDealsFetchFailed: destructive(t('Error'), t('Failed to fetch your deals. Please try again.')),

    // Testimonials
    comingSoon: { title: t('Coming Soon'), description: t('Customer stories are on their way.') } satisfies ToastCopy,
  },
}));
