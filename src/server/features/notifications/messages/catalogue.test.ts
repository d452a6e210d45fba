import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../../shared/i18n/languages';
import { recipientLanguage } from '../../topups/delivery/notices';
import { screenOf } from '../renderer';
import { MESSAGE_KEYS, render } from './catalogue';

const PARAMS = {
  recipient: '+50934121205',
  localAmount: '657.50',
  localCurrency: 'HTG',
  amountCents: 1250,
  level: 'gold',
  points: 500,
  device: 'Chrome on Android',
  subject: 'My top-up',
  title: 'Double bonus',
  enabled: 1,
};

describe('the notification messages', () => {
  it.each(LANGUAGE_CODES)('in %s: every key has a title and a text that uses its parameters, none left as a placeholder', (language) => {
    for (const key of MESSAGE_KEYS) {
      const { title, message } = render(language, key, PARAMS);
      expect(title.length, key).toBeGreaterThan(0);
      expect(message.length, key).toBeGreaterThan(0);
      expect(message, key).not.toMatch(/undefined|NaN|\{\{/);
    }
  });

  it('formats amounts and levels in the reader’s language', () => {
    expect(render('en', 'fundsAdded', { amountCents: 1250 }).message).toBe('$12.50 was added to your wallet.');
    expect(render('fr', 'fundsAdded', { amountCents: 1250 }).message).toMatch(/^12,50\s\$US a été ajouté/);
    expect(render('ht', 'levelReached', { level: 'gold' }).message).toBe('Konpliman! Ou rive nan nivo Lò.');
    expect(render('ht', 'supportReply', { subject: 'Rechaj mwen' })).toEqual({
      title: 'Sipò a reponn',
      message: 'Gen yon nouvo repons pou tikè "Rechaj mwen" ou a.',
    });
  });

  it('reads an unknown key (written by a newer instance) as a plain notice rather than failing', () => {
    expect(render('en', 'somethingNew', {})).toEqual({ title: 'Kredi', message: '' });
  });

  it('texts a recipient in their country’s language, English when unknown', () => {
    expect(recipientLanguage('HT')).toBe('ht');
    expect(recipientLanguage('DO')).toBe('es');
    expect(recipientLanguage('BR')).toBe('pt');
    expect(recipientLanguage('JM')).toBe('en');
  });

  it('opens the screen each event is about', () => {
    expect(screenOf('topup:abc:delivered')).toBe('/payment-summary?topup=abc');
    expect(screenOf('funding:f1:added')).toBe('/wallet');
    expect(screenOf('support:t1:reply:m1')).toBe('/support');
    expect(screenOf('security:session:s1')).toBe('/security-settings');
    expect(screenOf('schedule:s1:2026-11-27:funds')).toBe('/scheduled');
    expect(screenOf('whatever')).toBe('/dashboard');
  });
});
