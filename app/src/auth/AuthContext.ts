import { createContext, useContext } from 'react';
import type { User } from '@spur/contract';
import type { AuthStatus } from '../machines/authMachine';

/** What `useAuth()` gives every component. */
export interface AuthValue {
  /** 'loading' only during the start-up check; public pages never wait for it. */
  status: AuthStatus;
  /** The profile (from init + GET /api/users/profile); null for guests. */
  user: User | null;
  email: string | null;
  /** Business partner (user_type, claim or group, SPEC §6). */
  isBusiness: boolean;
  /** A login, logout or refresh is running. */
  busy: boolean;
  /** The last auth error (failed login, failed start-up check, failed logout). */
  error: string | null;
  /**
   * Signs in, stores token and email, calls init, loads the profile. Resolves when signed in;
   * rejects with the error to show (the auth machine has cleared the local auth data by then).
   */
  login(email: string, password: string): Promise<void>;
  /** Clears auth data, signs out of Cognito and hard-redirects to /. Rejects if sign-out failed. */
  logout(): Promise<void>;
  /**
   * Signed in: reloads token and profile (after a profile edit or the business upgrade); a failure
   * logs out. Guest: picks up a Cognito session created elsewhere (sign-up's automatic sign-in).
   */
  refresh(): Promise<void>;
  /** A current identity token ("ey..."); throws "No JWT token available" / "Invalid JWT token format". */
  getToken(): Promise<string>;
}

export const AuthContext = createContext<AuthValue | null>(null);

/** The sign-in state. Must be used under `<AuthProvider>` (or `<StaticAuthProvider>` in stories). */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>.');
  return value;
}
