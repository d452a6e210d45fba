import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, calculateJwkThumbprint, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

/**
 * The OIDC sandbox's memory and rules: its one client, its signing key, the authorization codes and
 * access tokens it issued. HTTP lives in authorize.ts and token.ts; this file knows no HTTP.
 */
export const SANDBOX_CLIENT_ID = 'kredi-sandbox';
export const SANDBOX_CLIENT_SECRET = 'sandbox-secret';

const CODE_TTL_MS = 60_000;
export const ACCESS_TOKEN_TTL_S = 3600;
const ID_TOKEN_TTL_S = 3600;

/** A validated authorization request, carried through the sign-in form into the code. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state?: string;
  nonce?: string;
  /** Only S256 is supported, so the method needs no field. */
  codeChallenge?: string;
}

/** Who the person at the sign-in page says they are: in the sandbox, whatever they type. */
export interface Person {
  email: string;
  givenName: string;
  familyName: string;
}

interface CodeGrant {
  request: AuthorizationRequest;
  person: Person;
  expiresAt: number;
  used: boolean;
  accessToken?: string;
}

interface AccessGrant {
  claims: Record<string, unknown>;
  expiresAt: number;
}

export type Redemption =
  | { ok: true; request: AuthorizationRequest; person: Person; attach(accessToken: string): void }
  | { ok: false; description: string };

export class Provider {
  /** Set once the server listens: with port 0 the address is known only then. */
  issuer = '';
  private readonly codes = new Map<string, CodeGrant>();
  private readonly accessTokens = new Map<string, AccessGrant>();

  private constructor(
    private readonly privateKey: CryptoKey,
    readonly publicJwk: JWK & { kid: string },
    private readonly extraRedirectUris: ReadonlySet<string>,
  ) {}

  /** A fresh RSA key per start: tokens from a previous run must not verify against this one. */
  static async create(extraRedirectUris: readonly string[] = []): Promise<Provider> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(jwk);
    return new Provider(privateKey, { ...jwk, kid, alg: 'RS256', use: 'sig' }, new Set(extraRedirectUris));
  }

  isKnownClient(clientId: string): boolean {
    return clientId === SANDBOX_CLIENT_ID;
  }

  authenticateClient(clientId: string, clientSecret: string): boolean {
    return clientId === SANDBOX_CLIENT_ID && clientSecret === SANDBOX_CLIENT_SECRET;
  }

  /**
   * The sandbox client may return to any http://localhost:* or http://127.0.0.1:* address (the app runs on
   * whichever port is free), plus exact URIs listed in OIDC_SANDBOX_REDIRECT_URIS for other set-ups.
   */
  isAllowedRedirect(redirectUri: string): boolean {
    if (this.extraRedirectUris.has(redirectUri)) return true;
    let url: URL;
    try {
      url = new URL(redirectUri);
    } catch {
      return false;
    }
    return (
      url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && !url.username && !url.password && !url.hash
    );
  }

  issueCode(request: AuthorizationRequest, person: Person): string {
    this.purgeExpired();
    const code = randomBytes(32).toString('base64url');
    this.codes.set(code, { request, person, expiresAt: Date.now() + CODE_TTL_MS, used: false });
    return code;
  }

  /** Codes are single-use (RFC 6749 §4.1.2): a second use also revokes the token the first one bought. */
  redeemCode(code: string): Redemption {
    const grant = this.codes.get(code);
    if (!grant || grant.expiresAt <= Date.now()) return { ok: false, description: 'The authorization code is invalid or expired.' };
    if (grant.used) {
      if (grant.accessToken) this.accessTokens.delete(grant.accessToken);
      return { ok: false, description: 'The authorization code was already used.' };
    }
    grant.used = true;
    return { ok: true, request: grant.request, person: grant.person, attach: (token) => (grant.accessToken = token) };
  }

  /** RFC 7636 S256: BASE64URL(SHA256(verifier)) must equal the challenge sent to /authorize. */
  static verifierMatches(verifier: string, challenge: string): boolean {
    return createHash('sha256').update(verifier, 'ascii').digest('base64url') === challenge;
  }

  async issueTokens(request: AuthorizationRequest, person: Person) {
    const claims = claimsFor(person, request.scope);
    const accessToken = randomBytes(32).toString('base64url');
    this.accessTokens.set(accessToken, { claims, expiresAt: Date.now() + ACCESS_TOKEN_TTL_S * 1000 });
    const { sub, ...rest } = claims;
    const idToken = await new SignJWT({ ...rest, ...(request.nonce ? { nonce: request.nonce } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid: this.publicJwk.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(request.clientId)
      .setSubject(String(sub))
      .setIssuedAt()
      .setExpirationTime(`${ID_TOKEN_TTL_S}s`)
      .sign(this.privateKey);
    return { accessToken, idToken };
  }

  userInfo(accessToken: string): Record<string, unknown> | undefined {
    const grant = this.accessTokens.get(accessToken);
    return grant && grant.expiresAt > Date.now() ? grant.claims : undefined;
  }

  private purgeExpired(): void {
    const now = Date.now();
    for (const [code, grant] of this.codes) if (grant.expiresAt <= now) this.codes.delete(code);
    for (const [token, grant] of this.accessTokens) if (grant.expiresAt <= now) this.accessTokens.delete(token);
  }
}

/** The same email always gets the same subject, across restarts, as a real provider's account would. */
export function subjectFor(email: string): string {
  return createHash('sha256').update(`kredi-sandbox:${email.toLowerCase()}`).digest('hex').slice(0, 32);
}

/** Claims follow the granted scopes, as at a real provider: `email` and `profile` each unlock theirs. */
function claimsFor(person: Person, scope: string): Record<string, unknown> {
  const scopes = new Set(scope.split(' '));
  const claims: Record<string, unknown> = { sub: subjectFor(person.email) };
  if (scopes.has('email')) Object.assign(claims, { email: person.email, email_verified: true });
  if (scopes.has('profile')) {
    const name = [person.givenName, person.familyName].filter(Boolean).join(' ');
    if (person.givenName) claims.given_name = person.givenName;
    if (person.familyName) claims.family_name = person.familyName;
    if (name) claims.name = name;
  }
  return claims;
}
