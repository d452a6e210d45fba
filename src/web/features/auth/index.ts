/** What other parts of the web may use from sign-in: the session and the identity calls. Everything else here is private. */
export { AuthProvider, useAuth, type AuthStatus } from './AuthProvider';
export { identityApi, type SessionInfo } from './identity-api';
