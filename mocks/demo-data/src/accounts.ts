import type { DemoAccount } from './types';

/** Password of every demo account (meets Cognito's default password policy). */
export const DEMO_PASSWORD = 'SpurDemo!2026';

export const USER_IDS = {
  adventures: '5eed0a00-0000-4000-8000-000000000001',
  wellness: '5eed0a00-0000-4000-8000-000000000002',
  traveler: '5eed0a00-0000-4000-8000-000000000003',
} as const;

export const COGNITO_SUBS = {
  adventures: '5eed5b00-7a1c-4e2b-9d01-000000000001',
  wellness: '5eed5b00-7a1c-4e2b-9d01-000000000002',
  traveler: '5eed5b00-7a1c-4e2b-9d01-000000000003',
} as const;

export const ADVENTURES_BUSINESSES = [
  'Laguna Coast Adventures',
  'Crystal Cove Paddle Co.',
  'Dana Point Whale Safaris',
  'Newport Bay Eco Safaris',
  'Newport Harbor Cruises',
  'OC Desert Jeep Safaris',
  'Coastal Heritage Tours',
] as const;

export const WELLNESS_BUSINESSES = [
  'Sage & Salt Wellness',
  'Laguna Canyon Yoga Collective',
  'Harborlight Spa',
  'Coastal Evenings Co.',
  'Newport Laughs Comedy Club',
] as const;

/** Stable ids of the demo businesses (a partner account runs several, each saved on its own), by name. */
export const BUSINESS_IDS: Record<(typeof ADVENTURES_BUSINESSES)[number] | (typeof WELLNESS_BUSINESSES)[number], string> = {
  'Laguna Coast Adventures': '5eedb500-0000-4000-8000-000000000001',
  'Crystal Cove Paddle Co.': '5eedb500-0000-4000-8000-000000000002',
  'Dana Point Whale Safaris': '5eedb500-0000-4000-8000-000000000003',
  'Newport Bay Eco Safaris': '5eedb500-0000-4000-8000-000000000004',
  'Newport Harbor Cruises': '5eedb500-0000-4000-8000-000000000005',
  'OC Desert Jeep Safaris': '5eedb500-0000-4000-8000-000000000006',
  'Coastal Heritage Tours': '5eedb500-0000-4000-8000-000000000007',
  'Sage & Salt Wellness': '5eedb500-0000-4000-8000-000000000008',
  'Laguna Canyon Yoga Collective': '5eedb500-0000-4000-8000-000000000009',
  'Harborlight Spa': '5eedb500-0000-4000-8000-000000000010',
  'Coastal Evenings Co.': '5eedb500-0000-4000-8000-000000000011',
  'Newport Laughs Comedy Club': '5eedb500-0000-4000-8000-000000000012',
};

/** The three demo logins (CONTRIBUTING.md "Identity"). */
export const DEMO_ACCOUNTS = {
  adventures: {
    email: 'adventures@spur.example',
    password: DEMO_PASSWORD,
    userId: USER_IDS.adventures,
    cognitoSub: COGNITO_SUBS.adventures,
    fullName: 'Maya Torres',
    userType: 'business',
    businessNames: [...ADVENTURES_BUSINESSES],
  },
  wellness: {
    email: 'wellness@spur.example',
    password: DEMO_PASSWORD,
    userId: USER_IDS.wellness,
    cognitoSub: COGNITO_SUBS.wellness,
    fullName: 'Lena Okafor',
    userType: 'business',
    businessNames: [...WELLNESS_BUSINESSES],
  },
  traveler: {
    email: 'traveler@spur.example',
    password: DEMO_PASSWORD,
    userId: USER_IDS.traveler,
    cognitoSub: COGNITO_SUBS.traveler,
    fullName: 'Jordan Reyes',
    userType: 'regular',
    businessNames: [],
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
