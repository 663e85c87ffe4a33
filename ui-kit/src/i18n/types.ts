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
