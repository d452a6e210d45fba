import { escapeHtml, page } from '../shared/html.js';
import type { AuthorizationRequest, Person } from './provider.js';

/**
 * The sandbox's sign-in page: no password, whoever you type is who you are. End-to-end tests drive it by
 * its labels ("Email", "Given name", "Family name") and its buttons ("Continue", "Cancel").
 */
const STYLE = `
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: .6rem .7rem; margin-top: .25rem;
          border: 1px solid var(--line); border-radius: .5rem; }
  .error { margin: .25rem 0 0; }
  button[value="continue"] { background: var(--accent); color: var(--accent-text); }
`;

/** A narrow column: the sign-in form is short and mostly read on phones. */
function layout(title: string, main: string): string {
  return page({ title, main, maxWidth: '26rem', style: STYLE });
}

/** The authorization request rides along in hidden fields; POST /authorize validates it again. */
function hiddenFields(request: AuthorizationRequest): string {
  const fields: Record<string, string | undefined> = {
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: request.scope,
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: request.codeChallenge ? 'S256' : undefined,
  };
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`)
    .join('\n');
}

/** Continue comes before Cancel in the form: Enter submits with the first button, and Enter must not cancel. */
export function renderSignInPage(request: AuthorizationRequest, person: Person, emailError?: string): string {
  const returnTo = new URL(request.redirectUri).host;
  const emailDescription = emailError ? ' aria-invalid="true" aria-describedby="email-error"' : '';
  return layout(
    'Sandbox identity provider',
    `<h1>Sandbox identity provider</h1>
<p><strong>${escapeHtml(request.clientId)}</strong> asks who you are. This is a sandbox: there is no password,
and whoever you type here is who you are. You will return to <code>${escapeHtml(returnTo)}</code>.</p>
<form method="post" action="/authorize">
${hiddenFields(request)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(person.email)}"${emailDescription}>
${emailError ? `<p class="error" id="email-error" role="alert">${escapeHtml(emailError)}</p>` : ''}
<label for="given_name">Given name</label>
<input id="given_name" name="given_name" type="text" autocomplete="given-name" value="${escapeHtml(person.givenName)}">
<label for="family_name">Family name</label>
<input id="family_name" name="family_name" type="text" autocomplete="family-name" value="${escapeHtml(person.familyName)}">
<div class="actions">
<button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>
<p class="muted">Scopes requested: ${escapeHtml(request.scope)}</p>`,
  );
}

/** When client_id or redirect_uri is wrong, there is nowhere safe to send the person back to (RFC 6749 §4.1.2.1). */
export function renderRequestErrorPage(description: string): string {
  return layout(
    'Sign-in request rejected',
    `<h1>Sign-in request rejected</h1>
<p role="alert">${escapeHtml(description)}</p>
<p class="muted">The application that sent you here is misconfigured; this page cannot send you back to it.</p>`,
  );
}
