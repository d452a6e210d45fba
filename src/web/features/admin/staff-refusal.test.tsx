// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { ApiError } from '../../lib/api';
import { fakeServer } from '../../testing/fake-server';
import { renderAccount } from '../../testing/signed-in';
import { StaffRefusal } from './staff-refusal';
import { enter } from '../../testing/enter';

const stepUp = new ApiError(403, 'Step-up required', 'STEP_UP_REQUIRED', 'Confirm with a second factor');

describe('StaffRefusal', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the authenticator code when step-up is refused, and says when the action may be repeated', async () => {
    await i18n.changeLanguage('en');
    const { calls } = fakeServer(({ path }) => (path === '/api/identity/two-factor/verify-totp' ? { body: { token: 'x' } } : undefined));
    renderAccount(<StaffRefusal error={stepUp} />, { path: '/admin' });

    expect(screen.getByRole('alert').textContent).toBe(
      'For your safety, confirm it is you: enter the 6-digit code from your authenticator app, then repeat this action.',
    );
    const confirm = screen.getByRole('button', { name: 'Confirm it is me' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    enter(screen.getByLabelText('Code from your authenticator app'), { target: { value: '12 34 56' } });
    fireEvent.click(confirm);

    expect(await screen.findByText('Confirmed. Repeat the action now: it will go through for the next 10 minutes.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/api/identity/two-factor/verify-totp', body: { code: '123456' } }]);
  });

  it('says a wrong code in Kreyòl, and keeps the form to try again', async () => {
    await i18n.changeLanguage('ht');
    fakeServer(() => ({ status: 401, body: { code: 'INVALID_CODE', message: 'Invalid code' } }));
    renderAccount(<StaffRefusal error={stepUp} />, { path: '/admin' });

    enter(screen.getByLabelText('Kòd 6 chif aplikasyon otantifikasyon an'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Konfime se mwen' }));
    expect(await screen.findByText('Kòd sa a pa bon. Eseye ankò.')).toBeTruthy();
    expect(screen.getByLabelText('Kòd 6 chif aplikasyon otantifikasyon an').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Konfime se mwen' })).toBeTruthy();
  });

  it('shows any other refusal as its message, with no code to enter', async () => {
    await i18n.changeLanguage('en');
    renderAccount(<StaffRefusal error={new ApiError(409, 'Conflict', 'CONFLICT', 'The last admin')} />, { path: '/admin' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
