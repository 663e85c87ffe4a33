export { AuthProvider } from './AuthProvider';
export type { AuthProviderProps, RenderedFor } from './AuthProvider';
export { StaticAuthProvider, SAMPLE_USERS } from './StaticAuthProvider';
export type { StaticAuthProviderProps } from './StaticAuthProvider';
export { useAuth, AuthContext } from './AuthContext';
export type { AuthValue } from './AuthContext';
