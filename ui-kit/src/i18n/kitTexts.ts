import type { AlertWindowChoice } from '../components/AlertForm/alertWindows';
import type { InboxMoment } from '../components/InboxBell/inboxMoments';

/**
 * Every text the kit's components say by themselves (labels, names read by screen readers, states,
 * counts), grouped by component. A text with values is a function of them; a value shown in its
 * own style (a price in bold, the countdown's digits) is handed in as a string, and the text must
 * contain it once. Counts are numbers, for the plural rules of the language.
 *
 * Give an app's translations with `KitLocaleProvider`; a prop that takes a text (`label`,
 * `retryLabel`, …) still wins over these.
 */
export interface KitTexts {
  button: {
    /** The spinner's name while a button is busy without a `loadingText`. */
    loading: string;
  };
  spinner: {
    /** The default label of a Spinner. */
    loading: string;
  };
  passwordField: {
    show: string;
    hide: string;
  };
  dialog: {
    /** The close (x) button's name. */
    close: string;
  };
  confirmDialog: {
    confirm: string;
    cancel: string;
  };
  betaBanner: {
    /** The banner's region name. */
    label: string;
    notice: string;
  };
  navBar: {
    /** The navigation landmark's name. */
    label: string;
    openMenu: string;
    closeMenu: string;
  };
  footer: {
    copyright: string;
    /** Name of a section's list of social links. */
    socialMedia: (section: string) => string;
  };
  searchBox: {
    /** The input's and the search landmark's name. */
    label: string;
    placeholder: string;
    submit: string;
    clear: string;
  };
  errorState: {
    title: string;
    retry: string;
  };
  toast: {
    /** Announced before each toast. */
    label: string;
    close: string;
    /** The notifications region's name; `hotkey` is the key that moves the focus there. */
    region: (hotkey: string) => string;
  };
  priceTag: {
    /** Read before the struck-through price. */
    originalPrice: string;
    /** Read before the discounted price. */
    now: string;
  };
  dealPicture: {
    /** The discount badge, its number formatted: "35% OFF". */
    discount: (percent: string) => string;
    soldOut: string;
  };
  slotsLeft: {
    /** A deal's slots: "3 slots left". */
    slots: (count: number) => string;
    noSlots: string;
    /** A session's spots: "5 spots left". */
    spots: (count: number) => string;
    /** A session's last spots: "Last 2 spots", "Last spot". */
    lastSpots: (count: number) => string;
    soldOut: string;
  };
  starRating: {
    /** Read around the rating shown: "Rated 4.8 out of 5". */
    rated: (rating: string) => string;
    /** "(124 reviews)". */
    reviews: (count: number) => string;
  };
  dealCard: {
    /** Read before the start. */
    when: string;
    /** Read before the place. */
    location: string;
    /** Read around the distance shown: "2.4 km away". */
    away: (distance: string) => string;
    /** A deal without reviews yet. */
    isNew: string;
    /** "+3 more times". */
    moreTimes: (count: number) => string;
    removed: string;
    book: string;
    booking: string;
  };
  saveButton: {
    saved: string;
    save: string;
    /** The tooltip for a guest. */
    signInToSave: string;
  };
  saveBusinessButton: {
    saved: string;
    save: string;
    /** The button's name once saved: "Saved: Harborlight Spa". */
    savedName: (business: string) => string;
    /** The button's name before: "Save business: Harborlight Spa". */
    saveName: (business: string) => string;
    /** The tooltip for a guest. */
    signInToSave: string;
  };
  starInput: {
    /** Each star's name: "1 star", "4 stars". */
    star: (stars: number) => string;
  };
  reviewItem: {
    /** "Rated 4 out of 5". */
    rated: (rating: number) => string;
    /** Above the business's answer. */
    responseFrom: (business: string) => string;
  };
  reviewForm: {
    rating: string;
    text: string;
    submit: string;
    submitting: string;
    /** The text's counter, its numbers formatted: "120 / 1,000 characters". */
    characters: (used: string, max: string) => string;
  };
  holdCountdown: {
    /** Around the countdown shown: "We hold your spot for 14:32". */
    holding: (time: string) => string;
    fiveMinutesLeft: string;
    oneMinuteLeft: string;
    /** Announced at expiry. */
    expiredAnnouncement: string;
    expired: string;
    expiredText: string;
    tryAgain: string;
  };
  waitlistNotice: {
    /** The panel's name. */
    label: string;
    email: string;
    join: string;
    joining: string;
    leave: string;
    leaving: string;
    timeSoldOut: string;
    dealSoldOut: string;
    explanation: string;
    joined: string;
    offered: string;
    /** "It is held for you until 3:42 PM." */
    heldUntil: (time: string) => string;
    book: string;
  };
  alertForm: {
    /** The form's name. */
    label: string;
    /** Around the centre's name shown in bold: "Centre: Laguna Beach". */
    centre: (place: string) => string;
    useMyPosition: string;
    locating: string;
    placeName: string;
    radius: string;
    window: string;
    windows: Record<AlertWindowChoice, string>;
    categories: string;
    maxPrice: string;
    submit: string;
    saving: string;
  };
  alertList: {
    /** The list's name. */
    label: string;
    empty: string;
    /** The radius, formatted: "Within 5 km". */
    within: (km: string) => string;
    allCategories: string;
    /** The highest price, formatted: "Up to $40.00". */
    upTo: (price: string) => string;
    anyPrice: string;
    delete: string;
    deleting: string;
    /** The delete button's name. */
    deleteAlert: (place: string) => string;
  };
  alertSettingsForm: {
    /** The form's name. */
    label: string;
    quietFrom: string;
    quietUntil: string;
    dailyCap: string;
    /** Under the fields; `timeZone` is the zone's IANA name. */
    note: (timeZone: string) => string;
    saved: string;
    submit: string;
    saving: string;
  };
  inboxBell: {
    /** The bell's and the popover's name, and the popover's heading. */
    alerts: string;
    /** The bell's name with unread alerts. */
    unread: (count: number) => string;
    empty: string;
    manage: string;
    moments: Record<Exclude<InboxMoment, 'new_deal'>, string>;
    /** A saved business's new deal: "New from Harborlight Spa". */
    newFrom: (business: string) => string;
    newFromSavedBusiness: string;
    anyTime: string;
    /** Distances, formatted: "350 m away", "2.4 km away". */
    metresAway: (distance: string) => string;
    kilometresAway: (distance: string) => string;
    /** Names the struck-through price: "was $45.00". */
    was: (price: string) => string;
  };
  bookingRow: {
    /** A booking status (`confirmed`, `pending`, `cancelled` or another) as a label. */
    status: (status: string) => string;
    /** Read before the facts. */
    when: string;
    bookedOn: string;
    price: string;
    viewDetails: string;
    /** Read after "View Details": "for Surf Lesson". */
    detailsOf: (title: string) => string;
    review: string;
    cancel: string;
    cancelling: string;
  };
  profileTabs: {
    /** The tab list's name. */
    label: string;
    profile: string;
    bookings: string;
    saved: string;
    settings: string;
  };
  mailPreview: {
    to: string;
    sent: string;
    /** The frame's name. */
    frame: (subject: string) => string;
    plainText: string;
  };
}

const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);

/** "confirmed" → "Confirmed", "PARTIALLY_REFUNDED" → "Partially refunded", "" → "Unknown". */
function statusLabel(status: string): string {
  const text = status.trim().replace(/[_-]+/g, ' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1).toLowerCase() : 'Unknown';
}

/** The kit's own texts, in English: what every component says without a `KitLocaleProvider`. */
export const KIT_TEXTS: KitTexts = {
  button: { loading: 'Loading' },
  spinner: { loading: 'Loading...' },
  passwordField: { show: 'Show password', hide: 'Hide password' },
  dialog: { close: 'Close' },
  confirmDialog: { confirm: 'Confirm', cancel: 'Cancel' },
  betaBanner: { label: 'Beta notice', notice: 'This site is a beta version and is still in development.' },
  navBar: { label: 'Main', openMenu: 'Open menu', closeMenu: 'Close menu' },
  footer: {
    copyright: '© Spur. All rights reserved.',
    socialMedia: (section) => `${section}: social media`,
  },
  searchBox: { label: 'Search deals', placeholder: 'Search deals', submit: 'Search', clear: 'Clear search' },
  errorState: { title: 'Something went wrong', retry: 'Retry' },
  toast: { label: 'Notification', close: 'Close', region: (hotkey) => `Notifications (${hotkey})` },
  priceTag: { originalPrice: 'Original price:', now: 'Now' },
  dealPicture: { discount: (percent) => `${percent}% OFF`, soldOut: 'Sold out' },
  slotsLeft: {
    slots: (count) => `${count} ${plural(count, 'slot', 'slots')} left`,
    noSlots: 'No slots left',
    spots: (count) => `${count} ${plural(count, 'spot', 'spots')} left`,
    lastSpots: (count) => (count === 1 ? 'Last spot' : `Last ${count} spots`),
    soldOut: 'Sold out',
  },
  starRating: {
    rated: (rating) => `Rated ${rating} out of 5`,
    reviews: (count) => `(${count} ${plural(count, 'review', 'reviews')})`,
  },
  dealCard: {
    when: 'When:',
    location: 'Location:',
    away: (distance) => `${distance} away`,
    isNew: 'New',
    moreTimes: (count) => `+${count} more ${plural(count, 'time', 'times')}`,
    removed: 'No longer available',
    book: 'Book Now',
    booking: 'Processing...',
  },
  saveButton: { saved: 'Saved', save: 'Save deal', signInToSave: 'Sign in to save deals' },
  saveBusinessButton: {
    saved: 'Saved',
    save: 'Save business',
    savedName: (business) => `Saved: ${business}`,
    saveName: (business) => `Save business: ${business}`,
    signInToSave: 'Sign in to save businesses',
  },
  starInput: { star: (stars) => `${stars} ${plural(stars, 'star', 'stars')}` },
  reviewItem: {
    rated: (rating) => `Rated ${rating} out of 5`,
    responseFrom: (business) => `Response from ${business}`,
  },
  reviewForm: {
    rating: 'Your rating',
    text: 'Your review (optional)',
    submit: 'Post review',
    submitting: 'Posting…',
    characters: (used, max) => `${used} / ${max} characters`,
  },
  holdCountdown: {
    holding: (time) => `We hold your spot for ${time}`,
    fiveMinutesLeft: 'Five minutes left to pay before your spot is released.',
    oneMinuteLeft: 'One minute left to pay before your spot is released.',
    expiredAnnouncement: 'Your hold has expired.',
    expired: 'Your hold has expired',
    expiredText: 'The spot went back on sale. You can try again if it is still available.',
    tryAgain: 'Try again',
  },
  waitlistNotice: {
    label: 'Waitlist',
    email: 'Your e-mail',
    join: 'Notify me when a spot opens',
    joining: 'Joining...',
    leave: 'Leave the waitlist',
    leaving: 'Leaving...',
    timeSoldOut: 'This time is sold out',
    dealSoldOut: 'This deal is sold out',
    explanation: 'Join the waitlist: when a spot opens, the first person waiting gets it held for a few minutes.',
    joined: "We'll e-mail you when a spot opens",
    offered: 'A spot opened for you',
    heldUntil: (time) => `It is held for you until ${time}.`,
    book: 'Book now',
  },
  alertForm: {
    label: 'New alert',
    centre: (place) => `Centre: ${place}`,
    useMyPosition: 'Use my position',
    locating: 'Locating...',
    placeName: 'Place name',
    radius: 'Radius (km)',
    window: 'When the deals start',
    windows: { within_3h: 'Starting within 3 hours', today: 'Today', weekend: 'This weekend' },
    categories: 'Categories (optional: none means all)',
    maxPrice: 'Highest price, $ (optional)',
    submit: 'Save alert',
    saving: 'Saving...',
  },
  alertList: {
    label: 'Saved alerts',
    empty: 'No saved alerts yet.',
    within: (km) => `Within ${km} km`,
    allCategories: 'All categories',
    upTo: (price) => `Up to ${price}`,
    anyPrice: 'Any price',
    delete: 'Delete',
    deleting: 'Deleting...',
    deleteAlert: (place) => `Delete the alert for ${place}`,
  },
  alertSettingsForm: {
    label: 'Alert settings',
    quietFrom: 'Quiet from',
    quietUntil: 'Quiet until',
    dailyCap: 'Alerts a day',
    note: (timeZone) => `No push or e-mail during quiet hours (${timeZone}); the bell still lists every alert.`,
    saved: 'Settings saved.',
    submit: 'Save settings',
    saving: 'Saving...',
  },
  inboxBell: {
    alerts: 'Alerts',
    unread: (count) => `Alerts, ${count} unread`,
    empty: 'No alerts yet',
    manage: 'Manage alerts',
    moments: { new_session: 'New time', price_drop: 'Price drop', spot_freed: 'Spot freed' },
    newFrom: (business) => `New from ${business}`,
    newFromSavedBusiness: 'New from a saved business',
    anyTime: 'Any time',
    metresAway: (distance) => `${distance} m away`,
    kilometresAway: (distance) => `${distance} km away`,
    was: (price) => `was ${price}`,
  },
  bookingRow: {
    status: statusLabel,
    when: 'When',
    bookedOn: 'Booked on',
    price: 'Price',
    viewDetails: 'View Details',
    detailsOf: (title) => `for ${title}`,
    review: 'Leave a review',
    cancel: 'Cancel Booking',
    cancelling: 'Cancelling...',
  },
  profileTabs: { label: 'Profile sections', profile: 'Profile Info', bookings: 'My Bookings', saved: 'Saved', settings: 'Settings' },
  mailPreview: { to: 'To', sent: 'Sent', frame: (subject) => `Mail: ${subject}`, plainText: 'Plain text' },
};
