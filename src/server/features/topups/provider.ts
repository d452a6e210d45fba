import {
  outcomeOfTransaction,
  type ProviderPinDetail,
  type TopupProvider,
  type TopupResult,
} from '../../integrations/topup-provider/index.js';
import type { DeliveredPin, Lookup, SendOutcome, TopupProviderPort } from './provider-port.js';

/** Fits the Reloadly adapter to what the top-up feature needs. */
export function topupPort(provider: TopupProvider): TopupProviderPort {
  return {
    async send(request) {
      const result = await provider.sendTopup({
        operatorId: request.operatorId,
        amountCents: request.amountCents,
        customIdentifier: request.customIdentifier,
        recipientPhone: { countryCode: request.countryIso, number: request.recipientNumber.replace(/^\+/, '') },
      });
      return toOutcome(result);
    },

    async lookup(customIdentifier, transactionId): Promise<Lookup> {
      if (transactionId) {
        const status = await provider.topupStatus(Number(transactionId));
        const outcome = status && toOutcome(status);
        if (outcome && outcome.outcome !== 'unknown') return lookupOf(outcome, transactionId);
      }
      const found = await provider.findByCustomIdentifier(customIdentifier);
      if (!found) return { status: 'not-found' };
      return lookupOf(toOutcome(outcomeOfTransaction(found)), String(found.transactionId));
    },
  };
}

/** A send's outcome as a look-up answers it: the same reading of the aggregator's statuses on both paths. */
function lookupOf(outcome: SendOutcome, transactionId: string): Lookup {
  if (outcome.outcome === 'succeeded')
    return {
      status: 'succeeded',
      transactionId: outcome.transactionId,
      operatorReference: outcome.operatorReference,
      pin: outcome.pin ?? null,
    };
  if (outcome.outcome === 'failed') return { status: 'failed', transactionId, errorCode: outcome.errorCode };
  return { status: 'processing', transactionId: outcome.transactionId ?? transactionId };
}

function toOutcome(result: TopupResult): SendOutcome {
  if (result.outcome === 'succeeded') {
    return {
      outcome: 'succeeded',
      transactionId: String(result.transactionId),
      operatorReference: result.operatorTransactionId,
      pin: pinOf(result.transaction.pinDetail),
    };
  }
  if (result.outcome === 'failed') return { outcome: 'failed', errorCode: result.errorCode, message: result.message };
  return { outcome: 'unknown', reason: result.reason, transactionId: result.transactionId === null ? null : String(result.transactionId) };
}

function pinOf(detail: ProviderPinDetail | null): DeliveredPin | null {
  if (!detail) return null;
  const { code, serial, instructions, ivr, validity } = detail;
  return { code, serial, instructions, ivr, validity };
}
