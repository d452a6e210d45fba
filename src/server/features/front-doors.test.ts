import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every server feature has a front door, its index.ts: what other features, app.ts and the composition root
 * may use (the lint refuses any other of its files, ADR 0072). docs/architecture.md lists each one with its
 * purpose and links its front door, so a new feature cannot be added without saying what it is for.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const featuresDir = path.join(root, 'src/server/features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const architecture = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

describe("the server features' front doors", () => {
  it('are found', () => {
    expect(features).toContain('topups');
  });

  it.each(features)('%s has an index.ts', (feature) => {
    expect(existsSync(path.join(featuresDir, feature, 'index.ts'))).toBe(true);
  });

  it.each(features)('%s is in docs/architecture.md with its purpose and a link to its index.ts', (feature) => {
    const row = architecture.split('\n').find((line) => line.includes(`(../src/server/features/${feature}/index.ts)`));
    expect(row, `docs/architecture.md has no row linking src/server/features/${feature}/index.ts`).toBeDefined();
    // `| [features/<f>](…/index.ts) | its purpose |`: the purpose is not left empty.
    expect(row!.split('|')[2]?.trim().length ?? 0).toBeGreaterThan(10);
  });

  it('the page names no feature that is gone', () => {
    const linked = [...architecture.matchAll(/\(\.\.\/src\/server\/features\/([\w-]+)\/index\.ts\)/g)].map((match) => match[1]!);
    expect(linked.filter((feature) => !features.includes(feature))).toEqual([]);
  });
});
