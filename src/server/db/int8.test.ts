import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parseInt8 } from './int8';

describe('bigints from PostgreSQL', () => {
  it('arrive as numbers', () => {
    expect(parseInt8('42')).toBe(42);
    expect(parseInt8('-1500')).toBe(-1500);
    expect(parseInt8(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('are refused past 2^53, never rounded', () => {
    expect(() => parseInt8('9007199254740992')).toThrow(RangeError);
    expect(() => parseInt8('9007199254740993')).toThrow(/9007199254740993.*2\^53/);
    expect(() => parseInt8('-9223372036854775808')).toThrow(RangeError);
  });

  it('are read through the guard by every pool once the module is loaded', () => {
    expect(pg.types.getTypeParser(pg.types.builtins.INT8, 'text')).toBe(parseInt8);
  });
});
