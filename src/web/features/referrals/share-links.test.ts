import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, emailLink, invitationLinkIn, smsLink, whatsappLink } from './share-links';

const invitation = {
  subject: 'Kredi: $2 & a gift',
  message: 'Join me on Kredi: https://kredi.example/ht/register?ref=ABC2DEF',
};

describe('invitation share links', () => {
  it('WhatsApp click-to-chat carries the whole message, encoded', () => {
    const url = new URL(whatsappLink(invitation));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(invitation.message);
  });

  it('an email draft has the subject and the message with the link', () => {
    const link = emailLink(invitation);
    expect(link.startsWith('mailto:?subject=')).toBe(true);
    const params = new URLSearchParams(link.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(invitation.subject);
    expect(params.get('body')).toBe(invitation.message);
    expect(link).not.toContain(' ');
  });

  it('an SMS draft uses the form Android and iOS both read', () => {
    const link = smsLink(invitation);
    expect(link.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(link.slice('sms:?&body='.length))).toBe(invitation.message);
  });
});

describe('copyText', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says true when the clipboard took the text', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('ABC2DEF')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('ABC2DEF');
  });

  it('says false when the browser refuses or has no clipboard', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('NotAllowedError')) } });
    expect(await copyText('ABC2DEF')).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(await copyText('ABC2DEF')).toBe(false);
  });
});

describe('invitationLinkIn', () => {
  it("moves the link to the reader's language and keeps the code", () => {
    expect(invitationLinkIn('https://kredi.example/register?ref=ABC2DEF', 'ht')).toBe('https://kredi.example/ht/register?ref=ABC2DEF');
    expect(invitationLinkIn('https://kredi.example/fr/register?ref=ABC2DEF', 'en')).toBe('https://kredi.example/register?ref=ABC2DEF');
    expect(invitationLinkIn('https://kredi.example/fr/register?ref=ABC2DEF', 'pt')).toBe('https://kredi.example/pt/register?ref=ABC2DEF');
  });
});
