import { describe, expect, it } from 'vitest';
import { createSmsClient } from './sms-client';

describe('the SMS client', () => {
  it('sends a text with the formatting’s no-break spaces and curly quotes made plain (one GSM-7 message)', async () => {
    let sent: URLSearchParams | undefined;
    const client = createSmsClient({
      apiUrl: 'https://sms.example',
      accountSid: 'AC1',
      authToken: 'secret',
      from: 'Kredi',
      exchange: async (request) => {
        sent = new URLSearchParams(request.body);
        return { status: 201, headers: { 'content-type': 'application/json' }, text: JSON.stringify({ sid: 'SM1' }) };
      },
    });
    await client.send({ to: '+50934121205', body: 'Kredi : 12,50\u00a0$US est de retour dans votre portefeuille. L’équipe…' });
    expect(sent?.get('Body')).toBe("Kredi : 12,50 $US est de retour dans votre portefeuille. L'équipe...");
  });
});
