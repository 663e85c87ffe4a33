import { useMemo, type ReactNode } from 'react';
import type { User } from '@spur/contract';
import { AuthContext, type AuthValue } from './AuthContext';

export interface StaticAuthProviderProps {
  children: ReactNode;
  /** Any part of the sign-in state; the rest defaults to a guest whose actions resolve and do nothing. */
  value?: Partial<AuthValue>;
}

/** A fixed sign-in state for stories and component tests: no machine, no Amplify, no network. */
export function StaticAuthProvider({ children, value }: StaticAuthProviderProps) {
  const merged = useMemo<AuthValue>(() => {
    const user = value?.user ?? null;
    return {
      status: value?.status ?? (user ? 'authenticated' : 'guest'),
      user,
      email: value?.email ?? user?.email ?? null,
      isBusiness: value?.isBusiness ?? user?.user_type === 'business',
      busy: false,
      error: null,
      login: async () => {},
      logout: async () => {},
      refresh: async () => {},
      getToken: async () => 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJzdG9yeSJ9.',
      ...value,
    };
  }, [value]);
  return <AuthContext.Provider value={merged}>{children}</AuthContext.Provider>;
}

/** Sample users for stories and tests. */
export const SAMPLE_USERS = {
  regular: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'traveler@spur.example',
    full_name: 'Taylor Traveler',
    phone_number: '(949) 555-0100',
    user_type: 'regular',
    created_at: '2026-01-01T00:00:00.000Z',
  },
  business: {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'adventures@spur.example',
    full_name: 'Alex Adventures',
    phone_number: '(949) 555-0101',
    user_type: 'business',
    created_at: '2026-01-01T00:00:00.000Z',
  },
} satisfies Record<string, User>;
