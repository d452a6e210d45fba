import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Kredi must build, test and explain itself from a plain clone: nothing may reach for files beside the
 * repository, and the vendors' API documents the contract tests read must stay exactly as the vendors
 * published them (vendor/openapi/README.md, ADR 0015).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const vendorDir = path.join(repoRoot, 'vendor/openapi');
const thisFile = fileURLToPath(import.meta.url);

/** Where the project's own text lives; vendor/ is the vendors' text and is checked by checksum instead. */
const SCANNED = [
  'src',
  'tests',
  'docs',
  'bench',
  'README.md',
  'package.json',
  'playwright.config.ts',
  'vite.config.ts',
  'vitest.config.ts',
  'drizzle.config.ts',
  '.ci',
];
const TEXT = /\.(ts|tsx|js|json|md|css|html|yaml|yml)$|^run$/;
/** A relative path that climbs up one or more folders to one named `shared` (resolved to see where it lands). */
const CLIMB_TO_SHARED = /((?:\.\.\/)+)shared\b/g;

function filesUnder(entry: string): string[] {
  const full = path.join(repoRoot, entry);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) =>
    child.isDirectory() ? filesUnder(path.join(entry, child.name)) : TEXT.test(child.name) ? [path.join(full, child.name)] : [],
  );
}

describe('a clone of the repository stands alone', () => {
  it('no file points outside the repository for the design or the vendor documents', () => {
    const outside: string[] = [];
    for (const file of SCANNED.flatMap(filesUnder)) {
      if (file === thisFile) continue; // its own patterns would match
      const text = readFileSync(file, 'utf8');
      const where = path.relative(repoRoot, file);
      if (/vendor-specs|shared\/DESIGN/.test(text)) outside.push(`${where}: names the outside hand-out`);
      for (const match of text.matchAll(CLIMB_TO_SHARED)) {
        // Imports and Markdown links resolve from the file's own folder; src/shared and src/sandbox/shared are ours.
        if (!path.resolve(path.dirname(file), match[0]).startsWith(repoRoot + path.sep)) outside.push(`${where}: ${match[0]}`);
      }
    }
    expect(outside).toEqual([]);
  });
});

describe('vendor API documents', () => {
  const sums = readFileSync(path.join(vendorDir, 'SHA256SUMS'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [sha256, name] = line.split(/\s+\*?/);
      return { sha256: sha256!, name: name! };
    });

  it('are byte for byte the files recorded in SHA256SUMS', () => {
    expect(sums.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'paypal-checkout_orders_v2.json',
        'paypal-payments_payment_v2.json',
        'paypal-notifications_webhooks_v1.json',
        'reloadly-airtime-openapi.yaml',
      ]),
    );
    for (const { sha256, name } of sums) {
      const actual = createHash('sha256')
        .update(readFileSync(path.join(vendorDir, name)))
        .digest('hex');
      expect(actual, `${name} differs from the vendor's file: correct the tests, not the document`).toBe(sha256);
    }
  });

  it('each travel with their licence and are listed in the README', () => {
    const readme = readFileSync(path.join(vendorDir, 'README.md'), 'utf8');
    const documents = readdirSync(vendorDir).filter((name) => /\.(json|yaml)$/.test(name));
    expect(documents.length).toBeGreaterThan(0);
    for (const name of documents) {
      const vendor = name.split('-')[0]!;
      expect(statSync(path.join(vendorDir, `${vendor}-LICENSE.txt`)).size, `${vendor}-LICENSE.txt`).toBeGreaterThan(0);
      expect(readme, `${name} in README.md`).toContain(`\`${name}\``);
      expect(
        sums.map((sum) => sum.name),
        `${name} in SHA256SUMS`,
      ).toContain(name);
    }
  });
});
