/**
 * Where a run's CPU went (Linux): the CPU seconds used during a run by the bench's child processes (the
 * server under test), by the sandboxes' process, by the embedded engine's thread inside the server (taken
 * out of the server's figure) and by PostgreSQL's processes, so the bench can print each side's
 * milliseconds per top-up. Processes are sampled every 100 ms: backends and servers that start or stop
 * during the run are counted from their start, and lose at most their last 100 ms. Where /proc is missing
 * it counts nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export interface CpuSeconds {
  server: number;
  sandboxes: number;
  /** The embedded engine's thread (inside the server's process); 0 on PostgreSQL. */
  engine: number;
  postgres: number;
  bench: number;
}

type Side = 'server' | 'sandboxes' | 'engine' | 'postgres';

export interface KnownProcesses {
  sandboxes?: number;
  /** The server's process and its engine thread, when the engine is embedded. */
  server?: number;
  engineThread?: number | null;
}

export function watchCpu(known: KnownProcesses = {}): { stop(): CpuSeconds } {
  const first = new Map<string, number>();
  const last = new Map<string, { side: Side; ticks: number }>();
  const benchBefore = process.cpuUsage();
  const sample = (atStart: boolean) => {
    for (const { key, side, ticks } of processes(known)) {
      if (!last.has(key)) first.set(key, atStart ? ticks : 0);
      last.set(key, { side, ticks });
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), 100);
  return {
    stop() {
      clearInterval(timer);
      sample(false);
      const used: CpuSeconds = { server: 0, sandboxes: 0, engine: 0, postgres: 0, bench: 0 };
      for (const [key, { side, ticks }] of last) used[side] += (ticks - first.get(key)!) / TICKS_PER_SECOND;
      used.server -= used.engine; // the thread's time is also in its process's
      const bench = process.cpuUsage(benchBefore);
      used.bench = (bench.user + bench.system) / 1e6;
      return used;
    },
  };
}

function processes(known: KnownProcesses): { key: string; side: Side; ticks: number }[] {
  let names: string[];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const found = [];
  for (const name of names) {
    const stat = readStat(`/proc/${name}/stat`);
    if (!stat) continue;
    const side: Side | null =
      stat.command === 'postgres'
        ? 'postgres'
        : Number(name) === known.sandboxes
          ? 'sandboxes'
          : stat.parent === process.pid
            ? 'server'
            : null;
    if (side) found.push({ key: name, side, ticks: stat.ticks });
  }
  if (known.server && known.engineThread) {
    const thread = readStat(`/proc/${known.server}/task/${known.engineThread}/stat`);
    if (thread) found.push({ key: `thread ${known.engineThread}`, side: 'engine' as const, ticks: thread.ticks });
  }
  return found;
}

function readStat(file: string): { command: string; parent: number; ticks: number } | null {
  try {
    const stat = readFileSync(file, 'utf8');
    // The command (field 2) is in parentheses and may hold spaces; the fields after it do not.
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // ppid is field 4, utime and stime are fields 14 and 15 of stat: 1, 11 and 12 after the command.
    return { command, parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // the process ended while being read
  }
}

/** The load average (1, 5, 15 minutes), printed beside every figure: the machine is often shared. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
