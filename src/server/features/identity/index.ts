/**
 * The identity feature's front door (ADR 0072): better-auth under /api/identity, sessions and ID tokens, the product's auth API, who is asking (authenticate).
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { createActorCache } from './actor-cache.js';
export { createAuth, IDENTITY_BASE_PATH, sessionCookieName } from './auth.js';
export { type Actor, actorOf, createAuthenticator, guardEveryRoute, requireActor, requireAdmin } from './authenticate.js';
export { describePlace, type Device, parseDevice } from './device.js';
export { createIdTokens } from './id-tokens.js';
export { ACCOUNT_MESSAGES } from './messages.js';
export { createIdentityMessaging } from './messaging.js';
export { verifyPassword } from './passwords.js';
export { createPeople, type People, type Person } from './people.js';
export { peopleWithEmailSql, personColumnSql } from './person-sql.js';
export { assignReferralCode, contactOf, holderOfReferralCode, referralCodeOf } from './referral-columns.js';
export { identityRoutes } from './routes.js';
export { resolveAuthSecret } from './secret.js';
export { createIdentityService, type IdentityService } from './service.js';
export { createSigningKeys } from './signing-keys.js';
export { createIdentityStaff, type IdentityStaff } from './staff.js';
