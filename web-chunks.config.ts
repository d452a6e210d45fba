/**
 * How the browser build cuts the app into files (ADR 0085). Left to itself, the bundler gives every set of screens
 * that share some modules its own chunk: a screen then opened 30–48 files, most under 1 KB gzip, and on a slow
 * phone each file costs the page a request and a module to load, whatever its size.
 *
 * One group changes that: `screens-shared` holds every module that at least SHARED_BY screens reach, provided
 * everything it imports is also in the group or in the entry's own code. That proviso keeps the group light: a
 * module that needs zod's schemas or the phone metadata stays out, so those stay with the screens that need them.
 * The bundler then puts the entry's own code in the group too (a group takes its members' imports), so every page
 * starts with one file of shared code beside the entry.
 */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    id: string;
    isEntry: boolean;
    importers: string[];
    dynamicImporters: string[];
    importedIds: string[];
  } | null;
}

/** Of the 47 modules loaded on demand (screens, tabs, catalogs, menus), how many must reach a module to share it. */
const SHARED_BY = 10;

/**
 * Libraries of 10 KB gzip or more that only some screens use, kept with those screens (and so, by the proviso, every
 * module of ours that imports them): zod (25 KB, the forms), libphonenumber's metadata (29 KB, numbers typed),
 * Radix's menus and dialogs with floating-ui (loaded when opened, ADR 0070), the admin's charts.
 */
const STAYS_APART = /\/node_modules\/(zod|libphonenumber-js|@radix-ui|@floating-ui|recharts|d3-[a-z]+)\//;

/** The chunk's name, or null for a module left where the bundler puts it; for `codeSplitting.groups[].name`. */
export function sharedChunkName(): (id: string, graph: ModuleGraph) => string | null {
  let current: ModuleGraph | null = null;
  let reached = new Map<string, number | 'entry'>();
  let shared = new Map<string, boolean>();

  // How many on-demand modules reach `id` through static imports, or 'entry' when the entry does.
  const reachOf = (id: string): number | 'entry' => {
    const known = reached.get(id);
    if (known !== undefined) return known;
    const seen = new Set([id]);
    const queue = [id];
    let roots = 0;
    let result: number | 'entry' | null = null;
    while (queue.length > 0 && result === null) {
      const info = current!.getModuleInfo(queue.pop()!);
      if (!info) continue;
      if (info.isEntry) result = 'entry';
      if (info.dynamicImporters.length > 0) roots++;
      for (const importer of info.importers) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    reached.set(id, result ?? roots);
    return result ?? roots;
  };

  // A module in a cycle being decided counts as shared until shown otherwise.
  const isShared = (id: string, deciding: Set<string>): boolean => {
    const known = shared.get(id);
    if (known !== undefined) return known;
    if (deciding.has(id)) return true;
    const info = current!.getModuleInfo(id);
    const reach = reachOf(id);
    if (!info || STAYS_APART.test(id) || info.dynamicImporters.length > 0 || reach === 'entry' || reach < SHARED_BY) {
      shared.set(id, false);
      return false;
    }
    deciding.add(id);
    const light = info.importedIds.every((dependency) => reachOf(dependency) === 'entry' || isShared(dependency, deciding));
    deciding.delete(id);
    shared.set(id, light);
    return light;
  };

  return (id, graph) => {
    // The graph is the bundler's for one chunking pass: answers from an earlier pass do not carry over.
    if (graph !== current) {
      current = graph;
      reached = new Map();
      shared = new Map();
    }
    return isShared(id, new Set()) ? 'screens-shared' : null;
  };
}
