import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedEmbeddedTemplate } from './embedded-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded engine's data folder, saved once for the run (empty on PostgreSQL). */
    embeddedTemplatePath: string;
  }
}

/** On the embedded engine, migrate once for the whole run; each test file starts from the saved folder. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('embeddedTemplatePath', '');
    return async () => {};
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'kredi-embedded-template-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, await migratedEmbeddedTemplate());
  project.provide('embeddedTemplatePath', file);
  return () => rm(folder, { recursive: true, force: true });
}
