import {
  outcomeOfTransaction,
  type ProviderPinDetail,
  type TopupProvider,
  type TopupResult,
} from '../../../integrations/topup-provider/index.js';
import type { DeliveredPin, ProviderAnswer, TopupProviderPort } from './provider-port.js';

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
      return answerOf(result);
    },

    async lookup(customIdentifier, transactionId): Promise<ProviderAnswer> {
      if (transactionId) {
        const status = await provider.topupStatus(Number(transactionId));
        const answer = status && answerOf(status, transactionId);
        if (answer && answer.status !== 'unknown') return answer;
      }
      const found = await provider.findByCustomIdentifier(customIdentifier);
      if (!found) return { status: 'not-found' };
      return answerOf(outcomeOfTransaction(found), String(found.transactionId));
    },
  };
}

/**
 * The adapter's result in the feature's words: the same reading of the aggregator's statuses for a send and a
 * look-up. `known`: the transaction's id where the caller already has it (a look-up), for an answer without one.
 */
function answerOf(result: TopupResult, known: string | null = null): Exclude<ProviderAnswer, { status: 'not-found' }> {
  if (result.outcome === 'succeeded')
    return {
      status: 'succeeded',
      transactionId: String(result.transactionId),
      operatorReference: result.operatorTransactionId,
      pin: pinOf(result.transaction.pinDetail),
    };
  if (result.outcome === 'failed') return { status: 'failed', transactionId: known, errorCode: result.errorCode };
  return { status: 'unknown', transactionId: result.transactionId === null ? known : String(result.transactionId), reason: result.reason };
}

function pinOf(detail: ProviderPinDetail | null): DeliveredPin | null {
  if (!detail) return null;
  const { code, serial, instructions, ivr, validity } = detail;
  return { code, serial, instructions, ivr, validity };
}
