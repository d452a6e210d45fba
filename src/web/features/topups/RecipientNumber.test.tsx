// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { SCREEN_TEST_TIMEOUT_MS, useFakeClock } from '../../testing/fake-clock';
import { fakeServer } from '../../testing/fake-server';
import { renderStrict } from '../../testing/render-strict';
import { getToasts } from '../../ui/toast-store';
import { countries, digicel, natcom } from '../../testing/topup-fixtures';
import SendTopupPage from './SendTopupPage';
import { numberOfContact } from './number-help';
import { enter } from '../../testing/enter';

const verizon = { ...digicel, id: 900, countryIso: 'US', name: 'Verizon', localCurrency: 'USD', fxRate: '1.00' };

/** The catalogue (Haiti and the US), and detection that finds the operator of the number's country. */
function server() {
  return fakeServer((call) => {
    if (call.path === '/api/catalogue/countries') return { body: { countries } };
    if (call.path === '/api/catalogue/countries/HT/operators') return { body: { operators: [digicel, natcom] } };
    if (call.path === '/api/catalogue/countries/US/operators') return { body: { operators: [verizon] } };
    if (call.method === 'POST' && call.path === '/api/catalogue/detect') {
      const body = call.body as { countryIso: string; recipientNumber: string };
      return { body: { e164: body.recipientNumber, valid: true, operator: body.countryIso === 'US' ? verizon : digicel } };
    }
    if (call.path === '/api/recipients') return { body: { recipients: [] } };
    return undefined;
  });
}

const render = () =>
  renderStrict(
    <Routes>
      <Route path="/send-topup" element={<SendTopupPage />} />
      <Route path="*" element={null} />
    </Routes>,
    '/send-topup?country=HT',
  );

const phoneField = () => screen.getByLabelText("Recipient's phone number", { selector: 'input' }) as HTMLInputElement;

/** The Contact Picker API as Android Chrome has it, answering with `contacts`. */
function stubContactPicker(contacts: { name?: string[]; tel?: string[] }[]) {
  const select = vi.fn(async () => contacts);
  Object.defineProperty(navigator, 'contacts', { value: { select }, configurable: true });
  return select;
}

describe('the recipient number field (ADR 0068)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    window.sessionStorage.clear();
    useFakeClock();
  });
  afterEach(() => {
    cleanup();
    delete (navigator as { contacts?: unknown }).contacts;
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('reads a number pasted from WhatsApp, its invisible marks and doubled code, as the person means it', async () => {
    const { calls } = server();
    render();
    await screen.findByRole('heading', { level: 2, name: 'Who gets the top-up' });
    enter(phoneField(), { target: { value: '\u202A+509\u00A0509 3712-3456\u202C' } });
    // What nobody sees is gone from the field; what the person sees stays.
    expect(phoneField().value).toBe('+509 509 3712-3456');
    expect((await screen.findByTestId('operator-chosen')).textContent).toContain('Digicel Haiti');
    expect(screen.getByTestId('recipient-number-hint').textContent).toBe('We read this as +509 37 12 3456.');
    expect(calls.find((c) => c.path === '/api/catalogue/detect')?.body).toEqual({ countryIso: 'HT', recipientNumber: '+50937123456' });
    fireEvent.click(screen.getByTestId('recipient-next'));
    await screen.findByRole('heading', { level: 2, name: 'How much to send' });
  });

  it('offers the country of a number typed under the wrong one, and switches to it', async () => {
    const { calls } = server();
    render();
    await screen.findByRole('heading', { level: 2, name: 'Who gets the top-up' });
    enter(phoneField(), { target: { value: '+1 786-234-5678' } });
    const offer = await screen.findByTestId('wrong-country');
    expect(offer.getAttribute('role')).toBe('status');
    expect(offer.textContent).toContain('This number belongs to another country: United States.');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to United States' }));

    await waitFor(() => expect(phoneField().value).toBe('(786) 234-5678'));
    expect(screen.getByText('+1')).toBeTruthy();
    expect(screen.getByText('United States')).toBeTruthy();
    expect(screen.queryByTestId('wrong-country')).toBeNull();
    expect((await screen.findByTestId('operator-chosen')).textContent).toContain('Verizon');
    expect(calls.filter((c) => c.path === '/api/catalogue/detect').map((c) => c.body)).toContainEqual({
      countryIso: 'US',
      recipientNumber: '+17862345678',
    });
    await waitFor(() => expect(document.activeElement).toBe(phoneField()));
  });

  it('offers nothing for a number of the chosen country; a local number only one country of the catalogue reads is offered', async () => {
    server();
    render();
    await screen.findByRole('heading', { level: 2, name: 'Who gets the top-up' });
    enter(phoneField(), { target: { value: '3712 3456' } });
    await screen.findByTestId('operator-chosen');
    expect(screen.queryByTestId('wrong-country')).toBeNull();
    enter(phoneField(), { target: { value: '786 234 5678' } });
    // Mexico, India and others read these ten digits too; of this catalogue's countries, only the US does.
    expect((await screen.findByTestId('wrong-country')).textContent).toContain('United States');
  });

  it('has no "Choose from contacts" where the browser has no contact picker', async () => {
    server();
    render();
    await screen.findByRole('heading', { level: 2, name: 'Who gets the top-up' });
    expect(screen.queryByRole('button', { name: 'Choose from contacts' })).toBeNull();
  });

  it('takes the number and the name from the phone’s contacts where the picker exists', async () => {
    server();
    const select = stubContactPicker([{ name: ['Manman'], tel: ['+1 305 555 0100', '\u202A+509 3712 3456\u202C'] }]);
    render();
    await screen.findByRole('heading', { level: 2, name: 'Who gets the top-up' });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose from contacts' }));
    await waitFor(() => expect(phoneField().value).toBe('37 12 3456'));
    expect(select).toHaveBeenCalledWith(['name', 'tel'], { multiple: false });
    await screen.findByTestId('operator-chosen');
    fireEvent.click(screen.getByLabelText('Save this recipient'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Manman');
  });

  it('leaves the field as it was when the person closes the picker, and says so when the contact has no number', async () => {
    server();
    const select = stubContactPicker([]);
    render();
    await screen.findByRole('heading', { level: 2, name: 'Who gets the top-up' });
    enter(phoneField(), { target: { value: '3712' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose from contacts' }));
    await waitFor(() => expect(select).toHaveBeenCalled());
    expect(phoneField().value).toBe('3712');
    select.mockResolvedValueOnce([{ name: ['Tonton'], tel: [] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Choose from contacts' }));
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('This contact has no phone number.'));
    expect(phoneField().value).toBe('3712');
  });

  it('picks, of a contact’s numbers, the first of the country, else the first', () => {
    expect(numberOfContact(['+1 786 234 5678', '3712 3456'], 'HT')).toBe('3712 3456');
    expect(numberOfContact(['\u200E+1 786 234 5678'], 'HT')).toBe('+1 786 234 5678');
    expect(numberOfContact(['', 'n/a', '12'], 'HT')).toBe('12');
    expect(numberOfContact([], 'HT')).toBeNull();
  });
});
