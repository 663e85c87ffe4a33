import { USER_IDS } from './accounts';
import type { SeedDeal } from './types';

/** A seed deal before timestamps are made concrete (see `buildSeed`). */
export interface DealDefinition
  extends Pick<
    SeedDeal,
    | 'id'
    | 'owner_id'
    | 'title'
    | 'description'
    | 'price'
    | 'original_price'
    | 'category'
    | 'location'
    | 'latitude'
    | 'longitude'
    | 'business_name'
    | 'available_slots'
  > {
  /** The languages the experience is given in; absent: DEFAULT_DEAL_LANGUAGES (English). */
  languages?: SeedDeal['languages'];
  booking_type?: 'fareharbor';
  vendor_shortname?: string;
  /** How long before "now" the deal was listed. */
  createdHoursAgo: number;
  /** Limited-time offers: how long after "now" they end. */
  expiresInDays?: number;
}

const A = USER_IDS.adventures;
const W = USER_IDS.wellness;

/** Stable deal ids, by a short name used by the bookings and reviews below. */
export const DEAL_IDS = {
  sunsetPaddle: '5eedde00-0000-4000-8000-000000000001',
  surfLesson: '5eedde00-0000-4000-8000-000000000002',
  tidePools: '5eedde00-0000-4000-8000-000000000003',
  sealRockKayak: '5eedde00-0000-4000-8000-000000000004',
  bonfire: '5eedde00-0000-4000-8000-000000000005',
  snorkel: '5eedde00-0000-4000-8000-000000000006',
  whaleSafari: '5eedde00-0000-4000-8000-000000000007',
  dolphinSafari: '5eedde00-0000-4000-8000-000000000008',
  desertJeep: '5eedde00-0000-4000-8000-000000000009',
  safariNight: '5eedde00-0000-4000-8000-000000000010',
  bayKayakSafari: '5eedde00-0000-4000-8000-000000000011',
  artWalk: '5eedde00-0000-4000-8000-000000000012',
  harborCruise: '5eedde00-0000-4000-8000-000000000013',
  coveCottages: '5eedde00-0000-4000-8000-000000000014',
  eBikeTour: '5eedde00-0000-4000-8000-000000000015',
  missionTour: '5eedde00-0000-4000-8000-000000000016',
  sunriseYoga: '5eedde00-0000-4000-8000-000000000017',
  seaSaltMassage: '5eedde00-0000-4000-8000-000000000018',
  soundBath: '5eedde00-0000-4000-8000-000000000019',
  couplesSpa: '5eedde00-0000-4000-8000-000000000020',
  forestBathing: '5eedde00-0000-4000-8000-000000000021',
  jazzNight: '5eedde00-0000-4000-8000-000000000022',
  comedyNight: '5eedde00-0000-4000-8000-000000000023',
  beachMovie: '5eedde00-0000-4000-8000-000000000024',
  wineTasting: '5eedde00-0000-4000-8000-000000000025',
  mysteryCruise: '5eedde00-0000-4000-8000-000000000026',
} as const;

const D = DEAL_IDS;

export const DEAL_DEFINITIONS: readonly DealDefinition[] = [
  // ---- beach -------------------------------------------------------------------------------
  {
    id: D.sunsetPaddle,
    owner_id: A,
    title: 'Sunset Stand-Up Paddleboard Session',
    description:
      'Glide across the calm water of Crystal Cove as the sun drops into the Pacific. Boards, paddles and a quick lesson on the sand are included.',
    price: 59,
    original_price: 79,
    category: 'beach',
    location: 'Crystal Cove State Park, Newport Coast, CA',
    latitude: 33.5755,
    longitude: -117.8404, // the beach below the historic cottages
    business_name: 'Crystal Cove Paddle Co.',
    available_slots: 12,
    createdHoursAgo: 30 * 24,
  },
  {
    id: D.surfLesson,
    owner_id: A,
    title: 'Beginner Surf Lesson at Thalia Street',
    description:
      'Two hours with a certified instructor at one of Laguna\u2019s friendliest breaks. Soft-top board and wetsuit provided; most students stand up on their first morning.',
    price: 89,
    original_price: 120,
    category: 'beach',
    location: 'Thalia Street Beach, Laguna Beach, CA',
    latitude: 33.5362,
    longitude: -117.7808,
    business_name: 'Laguna Coast Adventures',
    available_slots: 6,
    booking_type: 'fareharbor',
    vendor_shortname: 'lagunacoastadventures',
    languages: ['en', 'es'],
    createdHoursAgo: 28 * 24,
  },
  {
    id: D.tidePools,
    owner_id: A,
    title: 'Tide Pool Discovery Walk at Treasure Island',
    description:
      'A naturalist leads you through the marine reserve at low tide to spot sea stars, anemones and octopus. Great for kids and curious grown-ups.',
    price: 29,
    original_price: null,
    category: 'beach',
    location: 'Treasure Island Beach, Laguna Beach, CA',
    latitude: 33.5149,
    longitude: -117.7583,
    business_name: 'Laguna Coast Adventures',
    available_slots: 20,
    createdHoursAgo: 6,
  },
  {
    id: D.sealRockKayak,
    owner_id: A,
    title: 'Sea Kayak Tour to Seal Rock',
    description:
      'Paddle along the cliffs of Crescent Bay to Seal Rock, where sea lions bask a few metres away. Stable sit-on-top kayaks; no experience needed.',
    price: 75,
    original_price: 95,
    category: 'beach',
    location: 'Crescent Bay, Laguna Beach, CA',
    latitude: 33.5459,
    longitude: -117.8017,
    business_name: 'Laguna Coast Adventures',
    available_slots: 0,
    createdHoursAgo: 26 * 24,
  },
  {
    id: D.bonfire,
    owner_id: A,
    title: 'Beach Bonfire & S\u2019mores Night',
    description:
      'We reserve the fire ring, bring the wood, blankets and a s\u2019mores kit; you bring friends. Two hours on the sand at Corona del Mar.',
    price: 45,
    original_price: null,
    category: 'beach',
    location: 'Corona del Mar State Beach, Newport Beach, CA',
    latitude: 33.5929,
    longitude: -117.8781,
    business_name: 'Laguna Coast Adventures',
    available_slots: 25,
    createdHoursAgo: 3 * 24,
    expiresInDays: 14,
  },
  {
    id: D.snorkel,
    owner_id: A,
    title: 'Guided Snorkel at Shaw\u2019s Cove',
    description:
      'Explore kelp, reef fish and bright orange Garibaldi in one of Laguna\u2019s clearest coves. Mask, fins and wetsuit included.',
    price: 69,
    original_price: 89,
    category: 'beach',
    location: 'Shaw\u2019s Cove, Laguna Beach, CA',
    latitude: 33.5447,
    longitude: -117.7988,
    business_name: 'Laguna Coast Adventures',
    available_slots: 8,
    booking_type: 'fareharbor',
    vendor_shortname: 'lagunacoastadventures',
    createdHoursAgo: 9 * 24,
  },

  // ---- safari ------------------------------------------------------------------------------
  {
    id: D.whaleSafari,
    owner_id: A,
    title: 'Dana Point Whale Watching Safari',
    description:
      'Two and a half hours at sea looking for gray, blue and humpback whales, with a marine biologist narrating on board. If you see no whales, your next trip is free.',
    price: 65,
    original_price: 85,
    category: 'safari',
    location: 'Dana Point Harbor, Dana Point, CA',
    latitude: 33.4606,
    longitude: -117.6986, // Dana Wharf
    business_name: 'Dana Point Whale Safaris',
    available_slots: 40,
    booking_type: 'fareharbor',
    vendor_shortname: 'danapointwhalesafaris',
    languages: ['en', 'es', 'zh'],
    createdHoursAgo: 35 * 24,
  },
  {
    id: D.dolphinSafari,
    owner_id: A,
    title: 'Dolphin Safari by Catamaran',
    description:
      'Ride the nets of a sailing catamaran while common and bottlenose dolphins play in the bow wave. Morning departures, drinks on board.',
    price: 49,
    original_price: null,
    category: 'safari',
    location: 'Dana Point Harbor, Dana Point, CA',
    latitude: 33.4606,
    longitude: -117.6986, // Dana Wharf, the same dock
    business_name: 'Dana Point Whale Safaris',
    available_slots: 30,
    createdHoursAgo: 12 * 24,
  },
  {
    id: D.desertJeep,
    owner_id: A,
    title: 'Anza-Borrego Desert Jeep Safari',
    description:
      'A full-day off-road safari through slot canyons, badlands and wind caves, with pickup in Aliso Viejo. Lunch and park fees included.',
    price: 189,
    original_price: 249,
    category: 'safari',
    location: 'Aliso Viejo, CA',
    latitude: 33.5686,
    longitude: -117.7263, // the pickup in Aliso Viejo
    business_name: 'OC Desert Jeep Safaris',
    available_slots: 4,
    createdHoursAgo: 5 * 24,
    expiresInDays: 21,
  },
  {
    id: D.safariNight,
    owner_id: A,
    title: 'Safari Night at the Wild Animal Park',
    description:
      'After-hours guided safari through the park\u2019s savanna by open-air tram, with night-vision viewing of the nocturnal animals.',
    price: 39,
    original_price: null,
    category: 'safari',
    location: 'Irvine, CA',
    latitude: 33.6846,
    longitude: -117.8265,
    business_name: 'Newport Bay Eco Safaris',
    available_slots: 0,
    createdHoursAgo: 15 * 24,
  },
  {
    id: D.bayKayakSafari,
    owner_id: A,
    title: 'Wildlife Kayak Safari in Upper Newport Bay',
    description:
      'Paddle the quiet channels of the ecological reserve with a guide who knows every heron, osprey and sea lion by habit. Binoculars provided.',
    price: 55,
    original_price: 70,
    category: 'safari',
    location: 'Upper Newport Bay, Newport Beach, CA',
    latitude: 33.6181,
    longitude: -117.8917, // the Newport Aquatic Center launch
    business_name: 'Newport Bay Eco Safaris',
    available_slots: 10,
    createdHoursAgo: 2 * 24,
  },

  // ---- tour --------------------------------------------------------------------------------
  {
    id: D.artWalk,
    owner_id: A,
    title: 'Laguna Beach Art Walk & Gallery Tour',
    description:
      'Stroll the galleries of Laguna\u2019s historic art colony with a local painter, from plein-air classics to the newest studios on the Coast Highway.',
    price: 35,
    original_price: null,
    category: 'tour',
    location: 'Laguna Beach, CA',
    latitude: 33.5431,
    longitude: -117.7836, // Forest Avenue, by the galleries
    business_name: 'Laguna Coast Adventures',
    available_slots: 18,
    createdHoursAgo: 24 * 24,
  },
  {
    id: D.harborCruise,
    owner_id: A,
    title: 'Newport Harbor Sunset Cruise',
    description:
      'A 90-minute narrated cruise past the harbor\u2019s islands, yachts and celebrity homes, timed for golden hour. Snacks and a drink included.',
    price: 49,
    original_price: 65,
    category: 'tour',
    location: 'Newport Beach, CA',
    latitude: 33.6026,
    longitude: -117.899, // the Balboa Fun Zone docks
    business_name: 'Newport Harbor Cruises',
    available_slots: 35,
    booking_type: 'fareharbor',
    vendor_shortname: 'newportharborcruises',
    languages: ['en', 'zh'],
    createdHoursAgo: 22 * 24,
  },
  {
    id: D.coveCottages,
    owner_id: A,
    title: 'Crystal Cove Historic Cottages Guided Hike',
    description:
      'Walk the bluffs and the 1930s beach cottages of Crystal Cove with a ranger-trained guide, then cool off with a date shake by the water.',
    price: 29,
    original_price: null,
    category: 'tour',
    location: 'Crystal Cove State Park, Newport Coast, CA',
    latitude: 33.5755,
    longitude: -117.8404, // the historic cottages
    business_name: 'Coastal Heritage Tours',
    available_slots: 15,
    createdHoursAgo: 7 * 24,
  },
  {
    id: D.eBikeTour,
    owner_id: A,
    title: 'E-Bike Coastal Tour: Laguna to Dana Point',
    description:
      'Cruise the Pacific Coast Highway on electric bikes with stops at Heisler Park, Aliso Beach and the Dana Point headlands. Helmet and water included.',
    price: 99,
    original_price: 129,
    category: 'tour',
    location: 'Laguna Beach, CA',
    latitude: 33.5436,
    longitude: -117.7847, // downtown, on the Coast Highway
    business_name: 'Laguna Coast Adventures',
    available_slots: 1,
    createdHoursAgo: 20,
  },
  {
    id: D.missionTour,
    owner_id: A,
    title: 'Mission San Juan Capistrano History Tour',
    description:
      'A guided walk through the gardens, ruins and chapels of the \u201cJewel of the Missions\u201d, with stories of the swallows and the old town.',
    price: 39,
    original_price: null,
    category: 'tour',
    location: 'San Juan Capistrano, CA',
    latitude: 33.502,
    longitude: -117.6628, // the mission
    business_name: 'Coastal Heritage Tours',
    available_slots: 22,
    languages: ['es', 'en'],
    createdHoursAgo: 11 * 24,
  },

  // ---- wellness ----------------------------------------------------------------------------
  {
    id: D.sunriseYoga,
    owner_id: W,
    title: 'Oceanview Sunrise Yoga on Main Beach',
    description:
      'Start the day with an all-levels vinyasa flow on the sand, waves as the soundtrack. Mats and a cold-pressed juice included.',
    price: 29,
    original_price: null,
    category: 'wellness',
    location: 'Main Beach, Laguna Beach, CA',
    latitude: 33.5423,
    longitude: -117.7858,
    business_name: 'Sage & Salt Wellness',
    available_slots: 20,
    createdHoursAgo: 4 * 24,
  },
  {
    id: D.seaSaltMassage,
    owner_id: W,
    title: 'Sea Salt Scrub & Massage, 80 Minutes',
    description:
      'A mineral sea salt scrub followed by a deep-tissue massage with local lavender oil. The perfect reset after a day of paddling.',
    price: 149,
    original_price: 199,
    category: 'wellness',
    location: 'Laguna Beach, CA',
    latitude: 33.5449,
    longitude: -117.7893, // North Laguna, by Heisler Park
    business_name: 'Sage & Salt Wellness',
    available_slots: 3,
    createdHoursAgo: 27 * 24,
  },
  {
    id: D.soundBath,
    owner_id: W,
    title: 'Sound Bath Meditation in Laguna Canyon',
    description:
      'Lie back under the oaks while crystal bowls and gongs guide a 60-minute meditation. Blankets and eye pillows provided.',
    price: 39,
    original_price: 55,
    category: 'wellness',
    location: 'Laguna Canyon, Laguna Beach, CA',
    latitude: 33.5568,
    longitude: -117.773,
    business_name: 'Laguna Canyon Yoga Collective',
    available_slots: 14,
    createdHoursAgo: 18 * 24,
  },
  {
    id: D.couplesSpa,
    owner_id: W,
    title: 'Couples Spa Day with Harbor Views',
    description:
      'Side-by-side massages, a private soaking tub and lunch on a terrace overlooking Dana Point Harbor.',
    price: 249,
    original_price: 320,
    category: 'wellness',
    location: 'Dana Point, CA',
    latitude: 33.4627,
    longitude: -117.7046, // the headlands above the harbor
    business_name: 'Harborlight Spa',
    available_slots: 2,
    languages: ['en', 'zh'],
    createdHoursAgo: 8 * 24,
    expiresInDays: 10,
  },
  {
    id: D.forestBathing,
    owner_id: W,
    title: 'Guided Forest Bathing in Aliso & Wood Canyons',
    description:
      'A slow, mindful walk through the sycamores of Aliso and Wood Canyons, ending with wild-herb tea. Gentle pace, about two hours.',
    price: 35,
    original_price: null,
    category: 'wellness',
    location: 'Aliso Viejo, CA',
    latitude: 33.5563,
    longitude: -117.7258, // the Aliso & Wood Canyons trailhead
    business_name: 'Laguna Canyon Yoga Collective',
    available_slots: 16,
    createdHoursAgo: 14 * 24,
  },

  // ---- entertainment -----------------------------------------------------------------------
  {
    id: D.jazzNight,
    owner_id: W,
    title: 'Live Jazz Night at the Cliff',
    description:
      'A local quartet, a clifftop patio and the sunset over the Pacific. Reserved table for one with a welcome drink.',
    price: 45,
    original_price: 60,
    category: 'entertainment',
    location: 'Laguna Beach, CA',
    latitude: 33.5396,
    longitude: -117.7812, // the clifftop on the Coast Highway
    business_name: 'Coastal Evenings Co.',
    available_slots: 30,
    createdHoursAgo: 25 * 24,
  },
  {
    id: D.comedyNight,
    owner_id: W,
    title: 'Stand-Up Comedy Night on the Peninsula',
    description:
      'Headliners from LA clubs test their new material in an intimate room a block from the Newport pier. Two-drink minimum, big laughs guaranteed.',
    price: 32,
    original_price: null,
    category: 'entertainment',
    location: 'Newport Beach, CA',
    latitude: 33.6078,
    longitude: -117.928, // a block from the Newport pier
    business_name: 'Newport Laughs Comedy Club',
    available_slots: 50,
    createdHoursAgo: 10 * 24,
  },
  {
    id: D.beachMovie,
    owner_id: W,
    title: 'Outdoor Movie on the Sand',
    description:
      'A classic film on a giant screen at Doheny State Beach, with beanbags, blankets and fresh popcorn. Shows start at dusk.',
    price: 29,
    original_price: null,
    category: 'entertainment',
    location: 'Doheny State Beach, Dana Point, CA',
    latitude: 33.4613,
    longitude: -117.6874,
    business_name: 'Coastal Evenings Co.',
    available_slots: 40,
    createdHoursAgo: 1 * 24,
    expiresInDays: 7,
  },
  {
    id: D.wineTasting,
    owner_id: W,
    title: 'Sunset Wine Tasting & Acoustic Set',
    description:
      'Five California wines paired with small bites while a singer-songwriter plays as the sun goes down over the ocean.',
    price: 69,
    original_price: 85,
    category: 'entertainment',
    location: 'Laguna Beach, CA',
    latitude: 33.5416,
    longitude: -117.7834, // downtown
    business_name: 'Coastal Evenings Co.',
    available_slots: 12,
    createdHoursAgo: 2,
  },
  {
    id: D.mysteryCruise,
    owner_id: W,
    title: 'Murder Mystery Dinner Cruise',
    description:
      'Solve a 1920s whodunit over a three-course dinner while cruising Newport Harbor. Costumes encouraged, detectives welcome.',
    price: 119,
    original_price: 149,
    category: 'entertainment',
    location: 'Newport Beach, CA',
    latitude: 33.6165,
    longitude: -117.9225, // the harbor dock on the Coast Highway
    business_name: 'Coastal Evenings Co.',
    available_slots: 0,
    createdHoursAgo: 16 * 24,
  },
];
