/**
 * Texts of the account screens: log in, sign up, password reset, profile and booking details.
 * They live beside those pages (not in `src/copy.ts`, which the entry chunk carries) so the home
 * page never downloads them. Written in English (`defineCopy`); the screens read them in the
 * page's language with `useCopy(ACCOUNT_COPY)` (translations: `locales/`).
 */
import { SUPPORT_EMAIL, type BookingStatus } from '@spur/contract';
import { defineCopy } from '@spur/i18n';

export const ACCOUNT_COPY = defineCopy((t) => ({
  /** The kit's password field's toggle (its own default is English). */
  passwordToggle: {
    show: t('Show password'),
    hide: t('Hide password'),
  },
  /** The kit's dialogs' close button. */
  closeDialog: t('Close'),

  login: {
    heading: t('Welcome back'),
    needsScripts: t('Logging in needs JavaScript, which is turned off in your browser. Turn it on to log in; browsing and searching deals work without it.'),
    subtitle: t('Log in to book last-minute deals and manage your bookings.'),
    emailLabel: t('Email or Username'),
    passwordLabel: t('Password'),
    loginIdNote: t('Your email is your permanent login ID'),
    forgotPassword: t('Forgot password?'),
    submit: t('Log In'),
    submitting: t('Logging in...'),
    noAccount: t("Don't have an account?"),
    signUp: t('Sign up'),
  },
  signUp: {
    heading: t('Create your account'),
    needsScripts: t(
      'Creating an account needs JavaScript, which is turned off in your browser. Turn it on to sign up; browsing and searching deals work without it.',
    ),
    subtitle: t('Join Spur to book the best last-minute experiences near you.'),
    emailLabel: t('Email'),
    passwordLabel: t('Password'),
    passwordHint: t('At least 8 characters, with upper and lower case letters, a number and a symbol.'),
    confirmPasswordLabel: t('Confirm Password'),
    emailWarningTitle: t('Choose your email carefully'),
    emailWarning: t('Your email is your login ID and cannot be changed later. If you ever need to change it, contact support at {email}.', { email: SUPPORT_EMAIL }),
    submit: t('Sign Up'),
    submitting: t('Creating account...'),
    haveAccount: t('Already have an account?'),
    logIn: t('Log in'),
    verifyHeading: t('Verify your account'),
    verifySubtitle: (email: string) => t('We sent a verification code to {email}. Enter it below to finish signing up.', { email }),
    codeLabel: t('Verification Code'),
    verify: t('Verify'),
    verifying: t('Verifying...'),
  },
  /** Under both verification-code steps (sign-up and password reset). */
  codeStep: {
    noCode: t("Didn't get a code?"),
    resend: t('Resend'),
    resending: t('Resending...'),
    changeEmail: t('Use a different email'),
  },
  forgotPassword: {
    heading: t('Reset your password'),
    needsScripts: t('Resetting your password needs JavaScript, which is turned off in your browser. Turn it on to get a reset code.'),
    subtitle: t('Enter the email you signed up with and we will send you a code to reset your password.'),
    emailLabel: t('Email'),
    submit: t('Send Reset Code'),
    submitting: t('Sending...'),
    remembered: t('Remembered it?'),
    backToLogin: t('Back to log in'),
    stepTwoHeading: t('Choose a new password'),
    stepTwoSubtitle: (email: string) => t('We sent a verification code to {email}. Enter it with your new password.', { email }),
    codeLabel: t('Verification Code'),
    newPasswordLabel: t('New Password'),
    confirmPasswordLabel: t('Confirm New Password'),
    reset: t('Reset Password'),
    resetting: t('Resetting...'),
  },
  profile: {
    /** "Hi, Jordan"; without a name (SPEC §2), "Hi, there": a whole greeting, as every language says it. */
    greeting: (firstName: string | null) => (firstName ? t('Hi, {name}', { name: firstName }) : t('Hi, there')),
    subtitle: t('Manage your profile, bookings and settings.'),
    businessBadge: t('Business Partner'),
    /** The accessible name of the tab list (the kit's tabs name themselves). */
    tabsLabel: t('Profile sections'),
    info: {
      heading: t('Profile Information'),
      description: t('Your name and phone number help businesses reach you about a booking.'),
      fullName: t('Full Name'),
      phone: t('Phone Number'),
      email: t('Email'),
      emailHint: t('Your email is your login ID and cannot be changed.'),
      accountType: t('Account Type'),
      business: t('Business Partner'),
      regular: t('Regular User'),
      save: t('Save Changes'),
      saving: t('Saving...'),
      upgradeHeading: t('Become a Business Partner'),
      upgradeText: t('Run a local business? Upgrade your account to list your own last-minute deals and manage them from the Business Dashboard.'),
      upgrade: t('Become a Business Partner'),
      upgrading: t('Upgrading...'),
    },
    waitlists: {
      listLabel: t('Your waitlists'),
    },
    bookings: {
      heading: t('My Bookings'),
      loading: t('Loading your bookings...'),
      emptyTitle: t('No bookings yet'),
      emptyText: t('When you book a deal it shows up here, with its status and details.'),
      browseDeals: t('Browse Deals'),
      errorTitle: t('We could not load your bookings'),
      retry: t('Retry'),
      listLabel: t('Your bookings'),
    },
    alerts: {
      heading: t('Alerts'),
      text: t('New times, price drops and freed spots near a place you choose, on this device, by e-mail and in the bell.'),
      manage: t('Manage alerts'),
    },
    saved: {
      heading: t('Saved deals'),
      loading: t('Loading your saved deals...'),
      emptyTitle: t('No saved deals yet'),
      emptyText: t('Tap the heart on a deal to keep it here and hear about a new time, a price drop or a freed spot.'),
      browseDeals: t('Browse Deals'),
      errorTitle: t('We could not load your saved deals'),
      retry: t('Retry'),
      businesses: {
        heading: t('Saved businesses'),
        description: t('Their new deals and new times come to your alerts.'),
        loading: t('Loading your saved businesses...'),
        empty: t('No saved businesses yet. Choose "Save business" on a deal to hear when its business adds a deal or a time.'),
        errorTitle: t('We could not load your saved businesses'),
        liveDeals: (count: number) => t('{count, plural, =0 {No live deals right now} one {# live deal} other {# live deals}}', { count }),
        /** Its live deals beyond the ones linked. */
        moreDeals: (count: number) => t('and {count} more', { count }),
        dealsLabel: (name: string) => t('Deals of {name}', { name }),
      },
    },
    cancelDialog: {
      title: t('Cancel this booking?'),
      description: (title: string) =>
        t('Your booking for "{title}" will be cancelled and its spot released. If you paid, the refund goes back to your original payment method.', { title }),
      confirm: t('Cancel Booking'),
      busy: t('Cancelling...'),
      keep: t('Keep Booking'),
    },
    settings: {
      emailHeading: t('Email Preferences'),
      emailText: t('Choose which emails you get from Spur, and where they go.'),
      loadingPreferences: t('Loading your email preferences...'),
      /** The title over the failure (the kit's default, in English). */
      preferencesErrorTitle: t('Something went wrong'),
      preferencesError: t('We could not load your email preferences.'),
      retry: t('Retry'),
      marketing: t('Marketing emails'),
      marketingDescription: t('Hand-picked last-minute deals and news from Spur.'),
      bookingUpdates: t('Booking updates'),
      bookingUpdatesDescription: t('Confirmations and changes to your bookings.'),
      sentTo: (email: string) => t('Sent to {email}', { email }),
      alertEmails: t('Alerts'),
      alertEmailsDescription: t(
        "New times, price drops and freed spots of your saved deals and alerts, and new deals of your saved businesses, to your account's address when push is off.",
      ),
      dialogTitle: {
        marketing: t('Turn on marketing emails'),
        booking: t('Turn on booking updates'),
      },
      dialogDescription: t('Where should we send these emails?'),
      dialogEmail: t('Email address'),
      dialogSave: t('Turn On'),
      dialogSaving: t('Saving...'),
      dialogCancel: t('Cancel'),
      passwordHeading: t('Change Password'),
      passwordText: t('Use a strong password that you do not use anywhere else.'),
      currentPassword: t('Current Password'),
      newPassword: t('New Password'),
      confirmPassword: t('Confirm New Password'),
      changePassword: t('Change Password'),
      changingPassword: t('Changing...'),
      deleteHeading: t('Delete Account'),
      deleteText: t(
        'Permanently delete your account and sign out. Records of paid bookings are kept, without your name or email, for the businesses you booked with.',
      ),
      deleteButton: t('Delete Account'),
      deleteDialogTitle: t('Delete your account?'),
      deleteDialogDescription: t(
        'Your account, profile and email preferences are deleted and you are signed out. You will not be able to log in with this email again. This cannot be undone.',
      ),
      deleteConfirm: t('Delete Account'),
      deleting: t('Deleting...'),
      deleteCancel: t('Keep Account'),
    },
  },
  /** A booking's status as its badge says it (the contract's values). */
  bookingStatus: {
    pending: t('Pending'),
    confirmed: t('Confirmed'),
    cancelled: t('Cancelled'),
  } satisfies Record<BookingStatus, string>,
  bookingDetails: {
    heading: t('Booking Details'),
    loading: t('Loading booking...'),
    status: t('Status'),
    bookedOn: t('Booked on'),
    when: t('When'),
    price: t('Price'),
    refunded: t('Refunded'),
    location: t('Location'),
    business: t('Business'),
    confirmationId: t('Confirmation ID'),
    noConfirmationId: t('Not available yet'),
    back: t('Back'),
    backToProfile: t('Back to Profile'),
    browseMore: t('Browse More Deals'),
    cancel: t('Cancel Booking'),
    notFoundTitle: t('Booking not found'),
    notFoundText: t('This booking does not exist, or it belongs to another account.'),
    errorTitle: t('We could not load this booking'),
    retry: t('Retry'),
  },

  /** Reviewing a booking (once its session has ended or its voucher was checked in). */
  review: {
    leave: t('Leave a review'),
    dialogTitle: t('Leave a review'),
    dialogDescription: (title: string) => t('How was {title}? Your review is shown on the deal page with your first name and last initial.', { title }),
    yours: t('Your review'),
    thanks: t('Thank you! Your review is on the deal page.'),
    /** The kit's review form's labels (its defaults are English). */
    form: {
      rating: t('Your rating'),
      text: t('Your review (optional)'),
      submit: t('Post review'),
      submitting: t('Posting…'),
    },
  },

  /** The voucher on the booking details page (confirmed bookings). */
  voucher: {
    heading: t('Your voucher'),
    qrLabel: (code: string) => t('QR code of voucher {code}', { code }),
    hint: t('Show this code at the venue. It works once.'),
    savedCopy: t('Offline: this is the copy saved on this device.'),
  },
}));
