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
