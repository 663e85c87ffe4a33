/**
 * Every user-visible text of the app that is not a validation message (those come from the
 * contract's `MESSAGES`, shared with the backends). SPEC §2 and §8 wording is kept verbatim;
 * "{product}" is Spur. Screens, machines and tests import from here, never retype a string.
 *
 * Toasts are `ToastCopy` objects: pass them straight to `toast()` (see src/README.md).
 */
import { DEMO_VERIFICATION_CODE, MESSAGES, PRODUCT_NAME, SUPPORT_EMAIL } from '@spur/server/contract';

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

  session: {
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

  // ─── Account screens: log in, sign up, password reset, profile, booking details ───────────
  login: {
    heading: 'Welcome back',
    subtitle: 'Log in to book last-minute deals and manage your bookings.',
    emailLabel: 'Email or Username',
    passwordLabel: 'Password',
    loginIdNote: 'Your email is your permanent login ID',
    forgotPassword: 'Forgot password?',
    submit: 'Log In',
    submitting: 'Logging in...',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
  },
  signUp: {
    heading: 'Create your account',
    subtitle: 'Join Spur to book the best last-minute experiences near you.',
    emailLabel: 'Email',
    passwordLabel: 'Password',
    passwordHint: 'At least 8 characters, with upper and lower case letters, a number and a symbol.',
    confirmPasswordLabel: 'Confirm Password',
    emailWarningTitle: 'Choose your email carefully',
    emailWarning: `Your email is your login ID and cannot be changed later. If you ever need to change it, contact support at ${SUPPORT_EMAIL}.`,
    submit: 'Sign Up',
    submitting: 'Creating account...',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
    verifyHeading: 'Verify your account',
    verifySubtitle: (email: string) => `We sent a verification code to ${email}. Enter it below to finish signing up.`,
    codeLabel: 'Verification Code',
    verify: 'Verify',
    verifying: 'Verifying...',
    noCode: "Didn't get a code?",
    resend: 'Resend',
    resending: 'Resending...',
    changeEmail: 'Use a different email',
  },
  forgotPassword: {
    heading: 'Reset your password',
    subtitle: 'Enter the email you signed up with and we will send you a code to reset your password.',
    emailLabel: 'Email',
    submit: 'Send Reset Code',
    submitting: 'Sending...',
    remembered: 'Remembered it?',
    backToLogin: 'Back to log in',
    stepTwoHeading: 'Choose a new password',
    stepTwoSubtitle: (email: string) => `We sent a verification code to ${email}. Enter it with your new password.`,
    codeLabel: 'Verification Code',
    newPasswordLabel: 'New Password',
    confirmPasswordLabel: 'Confirm New Password',
    reset: 'Reset Password',
    resetting: 'Resetting...',
    noCode: "Didn't get a code?",
    resend: 'Resend',
    resending: 'Resending...',
    changeEmail: 'Use a different email',
  },
  profile: {
    greeting: (firstName: string) => `Hi, ${firstName}`,
    /** Greeting name when the profile has no full name (SPEC §2). */
    fallbackName: 'there',
    subtitle: 'Manage your profile, bookings and settings.',
    businessBadge: 'Business Partner',
    info: {
      heading: 'Profile Information',
      description: 'Your name and phone number help businesses reach you about a booking.',
      fullName: 'Full Name',
      phone: 'Phone Number',
      email: 'Email',
      emailHint: 'Your email is your login ID and cannot be changed.',
      accountType: 'Account Type',
      business: 'Business Partner',
      regular: 'Regular User',
      save: 'Save Changes',
      saving: 'Saving...',
      upgradeHeading: 'Become a Business Partner',
      upgradeText: 'Run a local business? Upgrade your account to list your own last-minute deals and manage them from the Business Dashboard.',
      upgrade: 'Become a Business Partner',
      upgrading: 'Upgrading...',
    },
    bookings: {
      heading: 'My Bookings',
      loading: 'Loading your bookings...',
      emptyTitle: 'No bookings yet',
      emptyText: 'When you book a deal it shows up here, with its status and details.',
      browseDeals: 'Browse Deals',
      errorTitle: 'We could not load your bookings',
      retry: 'Retry',
      listLabel: 'Your bookings',
    },
    cancelDialog: {
      title: 'Cancel this booking?',
      description: (title: string) =>
        `Your booking for "${title}" will be cancelled and its spot released. If you paid, the refund goes back to your original payment method.`,
      confirm: 'Cancel Booking',
      busy: 'Cancelling...',
      keep: 'Keep Booking',
    },
    settings: {
      emailHeading: 'Email Preferences',
      emailText: 'Choose which emails you get from Spur, and where they go.',
      loadingPreferences: 'Loading your email preferences...',
      preferencesError: 'We could not load your email preferences.',
      retry: 'Retry',
      marketing: 'Marketing emails',
      marketingDescription: 'Hand-picked last-minute deals and news from Spur.',
      bookingUpdates: 'Booking updates',
      bookingUpdatesDescription: 'Confirmations and changes to your bookings.',
      sentTo: (email: string) => `Sent to ${email}`,
      dialogTitle: {
        marketing: 'Turn on marketing emails',
        booking: 'Turn on booking updates',
      },
      dialogDescription: 'Where should we send these emails?',
      dialogEmail: 'Email address',
      dialogSave: 'Turn On',
      dialogSaving: 'Saving...',
      dialogCancel: 'Cancel',
      passwordHeading: 'Change Password',
      passwordText: 'Use a strong password that you do not use anywhere else.',
      currentPassword: 'Current Password',
      newPassword: 'New Password',
      confirmPassword: 'Confirm New Password',
      changePassword: 'Change Password',
      changingPassword: 'Changing...',
      deleteHeading: 'Delete Account',
      deleteText:
        'Permanently delete your account and sign out. Records of paid bookings are kept, without your name or email, for the businesses you booked with.',
      deleteButton: 'Delete Account',
      deleteDialogTitle: 'Delete your account?',
      deleteDialogDescription:
        'Your account, profile and email preferences are deleted and you are signed out. You will not be able to log in with this email again. This cannot be undone.',
      deleteConfirm: 'Delete Account',
      deleting: 'Deleting...',
      deleteCancel: 'Keep Account',
    },
  },
  bookingDetails: {
    heading: 'Booking Details',
    loading: 'Loading booking...',
    status: 'Status',
    bookedOn: 'Booked on',
    price: 'Price',
    location: 'Location',
    business: 'Business',
    confirmationId: 'Confirmation ID',
    noConfirmationId: 'Not available yet',
    back: 'Back',
    backToProfile: 'Back to Profile',
    browseMore: 'Browse More Deals',
    cancel: 'Cancel Booking',
    notFoundTitle: 'Booking not found',
    notFoundText: 'This booking does not exist, or it belongs to another account.',
    errorTitle: 'We could not load this booking',
    retry: 'Retry',
  },

  /** /business-dashboard (SPEC §2, §5, §6, §8; true stats per PRODUCT.md). Toasts are in `toasts`. */
  businessDashboard: {
    title: 'Business Dashboard',
    createDeal: 'Create Deal',
    quickAdd: 'Quick Add',
    loading: 'Loading your dashboard...',
    stats: {
      label: 'Your numbers',
      totalDeals: 'Total Deals',
      totalDealsHint: 'Every deal you have listed',
      totalRevenue: 'Total Revenue',
      totalRevenueHint: 'Paid bookings, not counting cancellations',
      activeDeals: 'Active Deals',
      activeDealsHint: 'Slots left and not expired',
      unavailable: '—',
      failed: 'Your figures could not be loaded.',
      retry: 'Try Again',
    },
    dealsHeading: 'Your Deals',
    dealsCount: (count: number) => `${count} ${count === 1 ? 'deal' : 'deals'}`,
    empty: 'You have no deals yet',
    emptyHint: 'Create your first deal and it shows on the Deals page for everyone nearby.',
    errorTitle: 'Error loading business dashboard',
    tryAgain: 'Try Again',
    accessDenied: MESSAGES.businessRequired,
    accessDeniedHint: `Managing deals needs a business partner account. Please contact support at ${SUPPORT_EMAIL} to upgrade your account.`,
    contactSupport: 'Contact Support',
    card: {
      edit: 'Edit',
      delete: 'Delete',
      deleting: 'Deleting...',
      expired: 'Expired',
      soldOut: 'Sold out',
      noSlots: 'No slots left',
      slotsLeft: (slots: number) => `${slots} ${slots === 1 ? 'slot' : 'slots'} left`,
      endsOn: (date: string) => `Ends ${date}`,
      endedOn: (date: string) => `Ended ${date}`,
      reviews: (count: number) => `(${count} ${count === 1 ? 'review' : 'reviews'})`,
      ratedOutOf5: (rating: string) => `Rated ${rating} out of 5`,
      originalPrice: 'Original price:',
      category: 'Category:',
      location: 'Location:',
    },
    categories: { beach: 'Beach', safari: 'Safari', tour: 'Tour', wellness: 'Wellness', entertainment: 'Entertainment' },
    form: {
      createTitle: 'Create Deal',
      createDescription: 'Everything travelers see on the Deals page. Fields marked * are required.',
      quickTitle: 'Quick Add',
      quickDescription: 'Just a title and a price to get it live. Add the rest later with Edit.',
      editTitle: 'Edit Deal',
      editDescription: 'Changes show on the Deals page as soon as you save.',
      title: 'Title',
      description: 'Description',
      descriptionOptional: 'Optional',
      price: 'Price (USD)',
      originalPrice: 'Original price (USD)',
      originalPriceHint: 'Optional. Shows the % off when above the price.',
      category: 'Category',
      slots: 'Available slots',
      location: 'Location',
      image: 'Image URL',
      imageHint: 'Optional. An https:// link to your own photo.',
      expiresAt: 'Offer ends',
      expiresAtHint: 'Optional. No bookings after this time.',
      create: 'Create Deal',
      creating: 'Creating...',
      quickSubmit: 'Add Deal',
      adding: 'Adding...',
      save: 'Save Changes',
      saving: 'Saving...',
      cancel: 'Cancel',
    },
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
    // Session
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

    // Contact
    messageSent: (message?: string) =>
      ({ title: 'Message Sent!', description: message || MESSAGES.contactThanks }) satisfies ToastCopy,
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
