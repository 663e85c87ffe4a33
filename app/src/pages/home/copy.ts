/**
 * Texts of the home page (SPEC §1–§2 Home).
 *
 * Page-only copy lives beside its pages rather than in src/copy.ts: that module is in the entry
 * chunk (the layout and the auth provider use it), so every byte of it counts against the home page's
 * 150 KB budget. Texts shared across screens, and toasts, stay in COPY.
 */
export const HOME_COPY = {
  heroTitle: 'Building the Future of Experiences Anywhere',
  heroSubtitle: 'Discover Adventures, Tours and Activities around you in Real Time',
  searchPlaceholder: 'Search Here...',
  searchLabel: 'Search deals',
  whenLabel: 'When',
  popular: 'Popular:',
  quickSearchesLabel: 'Popular searches',
  nearbyTitle: 'Happening near you',
  nearbyFromYou: 'Starting soon and close to you.',
  nearbyFromDefault: 'Starting soon around Laguna Beach. Use Near me on the Deals page to see what is close to you.',
  nearbyLoading: 'Finding what is on nearby...',
  nearbyFailed: 'We could not load what is on nearby.',
  nearbyRetry: 'Try Again',
  nearbyEmpty: 'Nothing is starting nearby right now. Browse every deal instead.',
  nearbyAll: 'See All Nearby',
  categoriesTitle: 'Popular Categories',
  categoriesSubtitle: 'Pick the kind of experience you are in the mood for and see what is on near you.',
  viewAll: 'View All',
  exploreTitle: 'Ready to Explore Amazing Deals',
  exploreText: 'Last-minute spots on beach days, safaris, tours, wellness and shows near you, at prices that will not last.',
  browseAll: 'Browse All Deals',
  storiesTitle: 'Loved by Travelers and Locals',
  storiesText: 'See how people around town turned a free afternoon into an experience to remember.',
  readStories: 'Read Customer Stories',
  partnerTitle: 'Run a local business?',
  partnerText: 'Become a Spur partner and fill your last-minute spots. Tell us about your business through the contact form below.',
  partnerCta: 'Become a Partner',
  contactTitle: 'Contact Us',
  contactSubtitle: 'Questions, feedback or partnership ideas: we would love to hear from you.',
  getInTouch: 'Get in Touch',
  getInTouchText: 'Reach us directly or send a message and we will get back to you as soon as possible.',
  location: 'Location',
  email: 'Email',
  phone: 'Phone',
  formTitle: 'Send us a Message',
  formLoading: 'Loading the contact form...',
  fields: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  send: 'Send Message',
  /** Without JavaScript (shown in a <noscript>): the form cannot send. */
  contactNeedsScripts: (email: string) => `Sending a message needs JavaScript, which is turned off in your browser. Write to us at ${email} instead.`,
} as const;
