/**
 * Where a run's CPU went (Linux): the CPU seconds used during a run by the bench's child processes (the
 * server under test) and by PostgreSQL's processes, so the bench can print each side's milliseconds per
 * top-up. Processes are sampled every 100 ms: backends and servers that start or stop during the run are
 * counted from their start, and lose at most their last 100 ms. Where /proc is missing it counts nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export interface CpuSeconds {
  server: number;
  postgres: number;
  bench: number;
}

export function watchCpu(): { stop(): CpuSeconds } {
  const first = new Map<number, number>();
  const last = new Map<number, { side: 'server' | 'postgres'; ticks: number }>();
  const benchBefore = process.cpuUsage();
  const sample = (atStart: boolean) => {
    for (const { pid, side, ticks } of processes()) {
      if (!last.has(pid)) first.set(pid, atStart ? ticks : 0);
      last.set(pid, { side, ticks });
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), 100);
  return {
    stop() {
      clearInterval(timer);
      sample(false);
      const used: CpuSeconds = { server: 0, postgres: 0, bench: 0 };
      for (const [pid, { side, ticks }] of last) used[side] += (ticks - first.get(pid)!) / TICKS_PER_SECOND;
      const bench = process.cpuUsage(benchBefore);
      used.bench = (bench.user + bench.system) / 1e6;
      return used;
    },
  };
}

function processes(): { pid: number; side: 'server' | 'postgres'; ticks: number }[] {
  let names: string[];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const found = [];
  for (const name of names) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command (field 2) is in parentheses and may hold spaces; the fields after it do not.
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const side = command === 'postgres' ? 'postgres' : Number(fields[1]) === process.pid ? 'server' : null;
      // utime and stime are fields 14 and 15 of stat: 12 and 13 after the command.
      if (side) found.push({ pid: Number(name), side, ticks: Number(fields[11]) + Number(fields[12]) } as const);
    } catch {
      // the process ended while being read
    }
  }
  return found;
}
