import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, up to and past the limit', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[1]}]}}', 4)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'say \\"[[[[\\" and "{{{{"' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify([{ text: '"]]]]' }, [[1]]]), 2)).toBe(true);
  });

  it('scans 100,000 levels without recursing', () => {
    expect(nestsDeeperThan(nested(100_000), 32)).toBe(true);
    expect(nestsDeeperThan('"' + '['.repeat(100_000) + '"', 32)).toBe(false);
  });
});
