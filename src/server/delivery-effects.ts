import { creditRequestSettled } from './features/credit-requests/index.js';
import type { LoyaltyService } from './features/loyalty/index.js';
import type { PromotionService } from './features/promotions/index.js';
import { potTopupSettled } from './features/schedules/index.js';
import type { createReferralsService } from './features/referrals/index.js';
import { notifySettled, type OnSettled } from './features/topups/index.js';
import type { Metrics } from './observability/metrics.js';

export interface DeliveryEffectsDeps {
  loyalty: Pick<LoyaltyService, 'topupSettled'>;
  promotions: Pick<PromotionService, 'topupSettled'>;
  referrals: Pick<ReturnType<typeof createReferralsService>, 'onTopupSettled'>;
  metrics: Pick<Metrics, 'topups'>;
}

/**
 * What a settled top-up causes (docs/product-rules.md#delivery-effects), whichever path settled it: the
 * worker, a look-up, or staff. Each effect commits in the settlement's transaction and is keyed by the
 * top-up, so a replayed settlement causes nothing twice: the receipt (queued here, sent by the
 * notifications job, never by the worker), the rewards, one line each, a request for credit it answered, and a family pot's shares given back.
 */
export function deliveryEffects({ loyalty, promotions, referrals, metrics }: DeliveryEffectsDeps): OnSettled {
  return async (tx, settled) => {
    await notifySettled(tx, settled);
    await loyalty.topupSettled(tx, settled);
    await promotions.topupSettled(tx.client, settled);
    await referrals.onTopupSettled(tx, settled);
    // A request for credit: the requester's text once delivered, the request given back if it failed (ADR 0067).
    await creditRequestSettled(tx.client, settled);
    // A family pot's run that failed: each member's share goes back from the owner's refunded wallet (ADR 0074).
    await potTopupSettled(tx, settled);
    // Counted once committed: a pass that rolls back and settles each order alone, or a retried
    // transaction, counts each top-up once.
    tx.afterCommit(() => metrics.topups.settled(settled));
  };
}
