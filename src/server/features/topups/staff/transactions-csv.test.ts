import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './transactions-csv';

describe('the transactions CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+50934112300')).toBe("'+50934112300");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('writes amounts in dollars, one row per line', () => {
    const line = csvLine({
      kind: 'topup',
      id: 't1',
      userId: 'u1',
      userEmail: 'a@example.com',
      status: 'succeeded',
      amountCents: 1005,
      totalCents: 1137,
      countryIso: 'HT',
      operatorId: 1,
      operatorName: 'Digicel Haiti',
      recipientNumber: '+50934112300',
      paymentMethod: 'wallet',
      needsAttention: false,
      createdAt: '2026-11-24T05:00:00.000Z',
    });
    expect(line).toBe(
      "topup,t1,2026-11-24T05:00:00.000Z,succeeded,u1,a@example.com,10.05,11.37,HT,Digicel Haiti,'+50934112300,wallet,false",
    );
  });
});
