/** What other parts of the web may use from sign-in: the session and the identity calls. Everything else here is private. */
export { AuthProvider, useAuth } from './AuthProvider';
export { identityApi } from './identity-api';
