import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkLedgerInvariants,
  createLedger,
  InsufficientFundsError,
  LedgerConflictError,
  PendingAlreadyResolvedError,
  type TransferResult,
} from '../../../src/server/ledger/index';
import { ledgerFixture, type LedgerFixture } from './ledger-kit';

// Model-based test: random command sequences run against the real database and a tiny in-memory model
// of one wallet. After every command (or concurrent batch) the wallet must match the model and the
// whole ledger must satisfy its invariants. A concurrent batch passes when SOME order of its commands,
// run one by one on the model, gives exactly the outcomes observed (linearizability).

type Command =
  | { type: 'fund'; id: string; amount: number }
  | { type: 'reserve'; id: string; amount: number }
  | { type: 'post'; id: string; pendingId: string }
  | { type: 'void'; id: string; pendingId: string };
type Outcome = 'created' | 'replayed' | 'insufficient' | 'already_resolved' | 'conflict';

interface Model {
  available: number;
  posted: number;
  /** Recorded transfers by id (what a replay must match). */
  recorded: Map<string, Command>;
  /** Reservations that succeeded, by id: open, or resolved by which transfer id. */
  pendings: Map<string, { amount: number; resolvedBy: string | null }>;
}

const same = (a: Command, b: Command) => JSON.stringify(a) === JSON.stringify(b);

/** One command on the model: its outcome, and the model after it (the input is not changed). */
function step(model: Model, command: Command): { outcome: Outcome; next: Model } {
  const prior = model.recorded.get(command.id);
  if (prior) return { outcome: same(prior, command) ? 'replayed' : 'conflict', next: model };
  const next: Model = { ...model, recorded: new Map(model.recorded), pendings: new Map(model.pendings) };
  if (command.type === 'fund') {
    next.available += command.amount;
    next.posted += command.amount;
  } else if (command.type === 'reserve') {
    if (command.amount > model.available) return { outcome: 'insufficient', next: model };
    next.available -= command.amount;
    next.pendings.set(command.id, { amount: command.amount, resolvedBy: null });
  } else {
    const pending = model.pendings.get(command.pendingId)!;
    if (pending.resolvedBy !== null) return { outcome: 'already_resolved', next: model };
    next.pendings.set(command.pendingId, { ...pending, resolvedBy: command.id });
    if (command.type === 'post') next.posted -= pending.amount;
    else next.available += pending.amount;
  }
  next.recorded.set(command.id, command);
  return { outcome: 'created', next };
}

/** The first order of `commands` whose outcomes on the model are `observed`; null when none is. */
function linearize(model: Model, commands: Command[], observed: Outcome[]): Model | null {
  if (commands.length === 0) return model;
  for (let i = 0; i < commands.length; i++) {
    const { outcome, next } = step(model, commands[i]!);
    if (outcome !== observed[i]) continue;
    const rest = linearize(
      next,
      commands.filter((_, j) => j !== i),
      observed.filter((_, j) => j !== i),
    );
    if (rest) return rest;
  }
  return null;
}

// Abstract commands: `pick` chooses among what exists when the command runs, so shrinking stays valid.
type Picked = 'post' | 'void' | 'resolveAgain' | 'replay' | 'conflict';
type Abstract = { type: 'fund'; amount: number } | { type: 'reserve'; amount: number } | { type: Picked; pick: number };
const single: fc.Arbitrary<Abstract> = fc.oneof(
  fc.record({ type: fc.constant('fund' as const), amount: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({ type: fc.constant('reserve' as const), amount: fc.integer({ min: 1, max: 3_000 }) }),
  fc.record({ type: fc.constantFrom<Picked>('post', 'void', 'resolveAgain', 'replay', 'conflict'), pick: fc.nat() }),
);
/** A step is one command, or 2–5 run at once (`twice`: the first one also sent again, same id). */
const program = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: single.map((c) => ({ commands: [c], twice: false })) },
    { weight: 1, arbitrary: fc.record({ commands: fc.array(single, { minLength: 2, maxLength: 5 }), twice: fc.boolean() }) },
  ),
  { minLength: 1, maxLength: 30, size: 'max' },
);

let f: LedgerFixture;
beforeAll(async () => {
  f = await ledgerFixture();
});
afterAll(async () => f.database.destroy());

// In both modes on both engines: the in-process queue must never be what makes the ledger correct.
describe.each([
  { mode: 'concurrent transactions', serializeTransactions: false },
  { mode: 'transactions queued in-process', serializeTransactions: true },
])('the ledger against a model ($mode)', ({ serializeTransactions }) => {
  it('keeps every wallet equal to the model and every invariant, sequentially and concurrently', async () => {
    const ledger = createLedger(f.database.pool, { serializeTransactions });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(program, async (batches) => {
        const { wallet, userId } = await f.fundedWallet(0);
        const runId = `m${serializeTransactions ? 's' : 'c'}${run++}`;
        let model: Model = { available: 0, posted: 0, recorded: new Map(), pendings: new Map() };
        const issued: Command[] = [];
        let serial = 0;

        const concrete = (a: Abstract): Command | null => {
          const id = `${runId}:${serial++}`;
          if (a.type === 'fund') return { type: 'fund', id: `fund:${id}`, amount: a.amount };
          if (a.type === 'reserve') return { type: 'reserve', id: `reserve:${id}`, amount: a.amount };
          const pendings = [...model.pendings.entries()];
          const open = pendings.filter(([, p]) => p.resolvedBy === null).map(([pid]) => pid);
          const resolved = pendings.filter(([, p]) => p.resolvedBy !== null).map(([pid]) => pid);
          const choose = <T>(xs: T[]) => (xs.length ? xs[a.pick % xs.length]! : null);
          if (a.type === 'post' || a.type === 'void') {
            const pid = choose(open);
            return pid ? { type: a.type, id: `${a.type}:${pid}`, pendingId: pid } : null;
          }
          if (a.type === 'resolveAgain') {
            // The other outcome, or the same one under a new id: both refused.
            const pid = choose(resolved);
            if (!pid) return null;
            const type = model.pendings.get(pid)!.resolvedBy!.startsWith('post:') ? 'void' : a.pick % 2 ? 'post' : 'void';
            return { type, id: `${type}:${pid}:${id}`, pendingId: pid };
          }
          const earlier = choose(issued);
          if (!earlier || a.type === 'replay') return earlier;
          return earlier.type === 'fund' || earlier.type === 'reserve' ? { ...earlier, amount: earlier.amount + 1 } : null;
        };

        const execute = async (c: Command): Promise<Outcome> => {
          try {
            let result: TransferResult;
            if (c.type === 'fund') {
              result = await ledger.transfer({
                id: c.id,
                debitAccountId: f.paypal,
                creditAccountId: wallet,
                amountCents: c.amount,
                code: 'add_funds',
                userId,
              });
            } else if (c.type === 'reserve') {
              result = await ledger.reserve({
                id: c.id,
                debitAccountId: wallet,
                creditAccountId: f.topup,
                amountCents: c.amount,
                code: 'topup_debit',
                userId,
              });
            } else {
              const resolve = c.type === 'post' ? ledger.postPending : ledger.voidPending;
              result = await resolve({ id: c.id, pendingId: c.pendingId });
            }
            expect(result.transfer.id).toBe(c.id);
            return result.created ? 'created' : 'replayed';
          } catch (error) {
            if (error instanceof InsufficientFundsError) return 'insufficient';
            if (error instanceof PendingAlreadyResolvedError) return 'already_resolved';
            if (error instanceof LedgerConflictError) return 'conflict';
            throw error;
          }
        };

        for (const batch of batches) {
          const commands = batch.commands.map(concrete).filter((c): c is Command => c !== null);
          if (commands.length === 0) continue;
          if (batch.twice) commands.push(commands[0]!);
          const observed = await Promise.all(commands.map(execute));
          const next = linearize(model, commands, observed);
          expect(next, `no order of ${JSON.stringify(commands)} gives ${observed.join(', ')}`).not.toBeNull();
          model = next!;
          issued.push(...commands);

          const balance = await ledger.balance(wallet);
          expect({ available: balance.availableCents, posted: balance.postedCents }).toEqual({
            available: model.available,
            posted: model.posted,
          });
          expect(balance.availableCents).toBeGreaterThanOrEqual(0);
          expect(await checkLedgerInvariants(f.database.pool)).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
