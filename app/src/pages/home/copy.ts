/**
 * Texts of the home page (SPEC §1–§2 Home).
 *
 * Page-only copy lives beside its pages rather than in src/copy.ts: that module is in the entry
 * chunk (the layout and the auth provider use it), so every byte of it counts against the home page's
 * 150 KB budget. Texts shared across screens, and toasts, stay in COPY.
 */
import { defineCopy } from '@spur/i18n';

export const HOME_COPY = defineCopy((t) => ({
  heroTitle: t('Building the Future of Experiences Anywhere'),
  heroSubtitle: t('Discover Adventures, Tours and Activities around you in Real Time'),
  searchPlaceholder: t('Search Here...'),
  searchLabel: t('Search deals'),
  whenLabel: t('When'),
  popular: t('Popular:'),
  quickSearchesLabel: t('Popular searches'),
  /** The Popular quick searches and the category tiles. */
  topics: { beaches: t('Beaches'), safaris: t('Safaris'), tours: t('Tours'), wellness: t('Wellness'), entertainment: t('Entertainment') },
  nearbyTitle: t('Happening near you'),
  nearbyFromYou: t('Starting soon and close to you.'),
  nearbyFromDefault: t('Starting soon around Laguna Beach. Use Near me on the Deals page to see what is close to you.'),
  nearbyLoading: t('Finding what is on nearby...'),
  nearbyFailed: t('We could not load what is on nearby.'),
  nearbyRetry: t('Try Again'),
  nearbyEmpty: t('Nothing is starting nearby right now. Browse every deal instead.'),
  nearbyAll: t('See All Nearby'),
  categoriesTitle: t('Popular Categories'),
  categoriesSubtitle: t('Pick the kind of experience you are in the mood for and see what is on near you.'),
  viewAll: t('View All'),
  exploreTitle: t('Ready to Explore Amazing Deals'),
  exploreText: t('Last-minute spots on beach days, safaris, tours, wellness and shows near you, at prices that will not last.'),
  browseAll: t('Browse All Deals'),
  storiesTitle: t('Loved by Travelers and Locals'),
  storiesText: t('See how people around town turned a free afternoon into an experience to remember.'),
  readStories: t('Read Customer Stories'),
  partnerTitle: t('Run a local business?'),
  partnerText: t('Become a Spur partner and fill your last-minute spots. Tell us about your business through the contact form below.'),
  partnerCta: t('Become a Partner'),
  contactTitle: t('Contact Us'),
  contactSubtitle: t('Questions, feedback or partnership ideas: we would love to hear from you.'),
  getInTouch: t('Get in Touch'),
  getInTouchText: t('Reach us directly or send a message and we will get back to you as soon as possible.'),
  location: t('Location'),
  email: t('Email'),
  phone: t('Phone'),
  formTitle: t('Send us a Message'),
  formLoading: t('Loading the contact form...'),
  fields: { name: t('Name'), email: t('Email'), subject: t('Subject'), message: t('Message') },
  send: t('Send Message'),
  /** Without JavaScript (shown in a <noscript>): the form cannot send. */
  contactNeedsScripts: (email: string) => t('Sending a message needs JavaScript, which is turned off in your browser. Write to us at {email} instead.', { email }),
}));
