import { describe, expect, it } from 'vitest';
import { filterTransactions, formatTopupDate, matchesSearch } from './history-format';
import { tx } from '../../testing/topup-fixtures';

describe('history formatting', () => {
  it('formats a date in the reader locale, and gives null for a missing or invalid one', () => {
    const when = '2026-03-01T14:05:00.000Z';
    expect(formatTopupDate(when, 'en-US')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(when)),
    );
    expect(formatTopupDate(when, 'fr-HT')).toMatch(/^1 mas 2026 a \d\d:\d\d$/);
    expect(formatTopupDate('', 'en-US')).toBeNull();
    expect(formatTopupDate(undefined, 'en-US')).toBeNull();
    expect(formatTopupDate('not a date', 'en-US')).toBeNull();
  });
});

describe('history search', () => {
  const haiti = tx('a');
  const us = tx('b', { recipientNumber: '+13055550123', operatorName: 'AT&T', amountCents: 2550, amount: 25.5, countryIso: 'US' });
  const ten50 = tx('c', {
    recipientNumber: '+18095551234',
    operatorName: 'Claro Dominicana',
    amountCents: 1050,
    amount: 10.5,
    countryIso: 'DO',
  });
  const hundred10 = tx('d', {
    recipientNumber: '+18765550000',
    operatorName: 'Flow Jamaica',
    amountCents: 11000,
    amount: 110,
    countryIso: 'JM',
  });

  it('finds a number by its digits, whatever the spaces, dashes or plus', () => {
    for (const query of ['+509 3712 3456', '50937123456', '3712-3456', '37 12', '(509) 3712'])
      expect(matchesSearch(haiti, query, 'en-US'), query).toBe(true);
    expect(matchesSearch(us, '3712', 'en-US')).toBe(false);
  });

  it('finds an operator or country by name, ignoring case and accents', () => {
    expect(matchesSearch(haiti, 'digicel', 'en-US')).toBe(true);
    expect(matchesSearch(haiti, 'DIGICEL HAÏTI', 'en-US')).toBe(true);
    expect(matchesSearch(us, 'at&t', 'en-US')).toBe(true);
    expect(matchesSearch(haiti, 'haïti', 'fr-HT')).toBe(true);
    expect(matchesSearch(haiti, 'Ayiti', 'fr-HT')).toBe(true);
    expect(matchesSearch(haiti, 'ayìti', 'fr-HT')).toBe(true);
    expect(matchesSearch(us, 'etazini', 'fr-HT')).toBe(true);
    expect(matchesSearch(ten50, 'Dominikèn', 'fr-HT')).toBe(true);
    expect(matchesSearch(ten50, 'dominiken', 'fr-HT')).toBe(true);
    expect(matchesSearch(us, 'ayiti', 'fr-HT')).toBe(false);
    expect(matchesSearch(us, 'États-Unis', 'fr-FR')).toBe(true);
    expect(matchesSearch(us, 'digicel', 'en-US')).toBe(false);
  });

  it('finds an amount typed as "10", "$10.00" or "10,00" exactly', () => {
    for (const query of ['10', '$10', '$10.00', '10.00', '10,00']) {
      expect(
        filterTransactions([haiti, us, ten50, hundred10], 'all', query, 'en-US').map((t) => t.id),
        query,
      ).toEqual(['a']);
    }
    expect(filterTransactions([haiti, us, ten50, hundred10], 'all', '$25.50', 'en-US').map((t) => t.id)).toEqual(['b']);
    expect(filterTransactions([haiti, us, ten50, hundred10], 'all', '10,50 $', 'fr-FR').map((t) => t.id)).toEqual(['c']);
  });

  it('narrows by status and keeps the server order', () => {
    const list = [tx('1', { status: 'pending' }), tx('2', { status: 'failed' }), tx('3'), tx('4', { status: 'failed' })];
    expect(filterTransactions(list, 'all', '', 'en-US').map((t) => t.id)).toEqual(['1', '2', '3', '4']);
    expect(filterTransactions(list, 'failed', '', 'en-US').map((t) => t.id)).toEqual(['2', '4']);
    expect(filterTransactions(list, 'completed', '  ', 'en-US').map((t) => t.id)).toEqual(['3']);
    expect(filterTransactions(list, 'pending', 'claro', 'en-US')).toEqual([]);
  });
});
