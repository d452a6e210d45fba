import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Ledger } from '../../ledger/index.js';
import type { Actor } from '../identity/index.js';
import type { TopupService } from '../topups/index.js';
import { potRoutes } from './pot-routes.js';
import { createPotService } from './pots.js';
import { scheduleRoutes } from './routes.js';
import { createScheduleService } from './service.js';
import { runScheduleWorker } from './worker.js';

/** Automatic top-ups' routes (family pots' too, ADR 0074), and their worker's pass (`now`: the real clock unless a test moves it). */
export async function registerSchedules(
  app: FastifyInstance,
  deps: {
    pool: pg.Pool;
    ledger: Ledger;
    topups: TopupService;
    actingAs(userId: string): Promise<Actor | null>;
    availableOf(userId: string): Promise<number>;
    /** Where the web app is: a family pot's invitation link points there. */
    publicUrl: string;
    clock?: () => Date;
  },
): Promise<{ run(now?: Date): Promise<number> }> {
  const clock = deps.clock ?? (() => new Date());
  await app.register(scheduleRoutes(createScheduleService({ ...deps, clock })));
  await app.register(potRoutes(createPotService({ ...deps, clock })));
  return { run: (now) => runScheduleWorker({ ...deps, log: app.log }, now ?? clock()) };
}
