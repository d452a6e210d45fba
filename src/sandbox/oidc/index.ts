import type { Sandbox } from '../framework.js';
import { createSandboxApp, listen } from '../shared/http-sandbox.js';
import { registerAuthorizeEndpoint } from './authorize.js';
import { Provider, SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from './provider.js';
import { registerTokenEndpoints } from './token.js';

export { subjectFor } from './provider.js';

/**
 * OIDC sandbox: an OpenID Connect provider for federated sign-in by redirect (authorization code flow,
 * PKCE S256), so the product's real OIDC client code runs in development and tests. OIDC_SANDBOX_PORT
 * fixes the port; OIDC_SANDBOX_REDIRECT_URIS (comma-separated) allows redirect URIs beyond localhost.
 */
export const oidcSandbox: Sandbox = {
  name: 'oidc',
  async start({ host }) {
    const extraRedirects = (process.env.OIDC_SANDBOX_REDIRECT_URIS ?? '')
      .split(',')
      .map((uri) => uri.trim())
      .filter(Boolean);
    const provider = await Provider.create(extraRedirects);
    // The authorization form and the token endpoint speak application/x-www-form-urlencoded.
    const app = createSandboxApp();

    app.get('/.well-known/openid-configuration', async () => discoveryDocument(provider.issuer));
    app.get('/jwks', async () => ({ keys: [provider.publicJwk] }));
    registerAuthorizeEndpoint(app, provider);
    registerTokenEndpoints(app, provider);

    provider.issuer = await listen(app, host, 'OIDC_SANDBOX_PORT');
    return {
      name: 'oidc',
      listeningOn: `${provider.issuer} (OpenID Connect issuer, client ${SANDBOX_CLIENT_ID})`,
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: SANDBOX_CLIENT_ID,
        OIDC_CLIENT_SECRET: SANDBOX_CLIENT_SECRET,
        OIDC_PROVIDER_NAME: 'Sandbox ID',
      },
      stop: () => app.close(),
    };
  },
};

/** OpenID Connect Discovery 1.0 §3: what a client library reads to find everything else. */
function discoveryDocument(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified', 'name', 'given_name', 'family_name'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    code_challenge_methods_supported: ['S256'],
  };
}
