import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, claimChunkReload, isChunkLoadError } from './chunk-errors';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('a screen whose code could not be downloaded', () => {
  it("is recognised in each browser's words, and told apart from other errors", () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/HistoryPage-1a2b.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
  });

  it('reloads the page once per window, never in a loop, and never without storage to remember it', () => {
    const storage = memoryStorage();
    const start = 1_800_000_000_000;
    expect(claimChunkReload(start, storage)).toBe(true);
    expect(claimChunkReload(start + 1_000, storage)).toBe(false); // the reload it caused failed again: stop there
    expect(claimChunkReload(start + CHUNK_RELOAD_WINDOW_MS - 1, storage)).toBe(false);
    expect(claimChunkReload(start + CHUNK_RELOAD_WINDOW_MS, storage)).toBe(true);
    expect(claimChunkReload(start, undefined)).toBe(false);
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
    } as Storage;
    expect(claimChunkReload(start, broken)).toBe(false);
  });
});
