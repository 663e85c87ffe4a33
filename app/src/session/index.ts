export { SessionProvider } from './SessionProvider';
export type { SessionProviderProps } from './SessionProvider';
export { StaticSessionProvider, SAMPLE_USERS } from './StaticSessionProvider';
export type { StaticSessionProviderProps } from './StaticSessionProvider';
export { useSession, SessionContext } from './SessionContext';
export type { SessionValue } from './SessionContext';
