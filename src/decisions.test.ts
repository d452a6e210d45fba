import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The decision records (docs/decisions): every one indexed, every amendment linked both ways. */
const folder = path.resolve(import.meta.dirname, '../docs/decisions');
const records = readdirSync(folder)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort();
const textOf = (name: string) => readFileSync(path.join(folder, name), 'utf8');
/** The status paragraph: the `Date: … · Status: …` line and the lines that continue it. */
const statusOf = (text: string) => text.slice(text.indexOf('Date:')).split('\n\n')[0]!;

describe('the decision records', () => {
  it('are each listed in the index', () => {
    const index = textOf('README.md');
    const missing = records.filter((name) => !index.includes(`](${name})`));
    expect(missing).toEqual([]);
  });

  it('link back from a record to each later one that amends, extends or supersedes it', () => {
    const oneWay: string[] = [];
    for (const name of records) {
      const changes = /\((?:[^()]*?)(?:amends|extends|supersedes)([^()]*)\)/i.exec(statusOf(textOf(name)));
      if (!changes) continue;
      for (const [, target] of changes[0].matchAll(/ADR (\d{4})/g)) {
        const earlier = records.find((candidate) => candidate.startsWith(`${target}-`));
        if (earlier && earlier !== name && !textOf(earlier).includes(`(${name})`)) oneWay.push(`${earlier} does not link to ${name}`);
      }
    }
    expect(oneWay).toEqual([]);
  });
});
