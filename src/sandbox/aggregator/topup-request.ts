import type { Catalogue, CatalogueOperator } from './catalogue/index.js';
import { amountCents, operatorOf } from './catalogue-api.js';
import { formatScaled, localCents, parseScaled, usdCentsForLocal } from './decimal.js';
import { ReloadlyFailure } from './errors.js';
import { parsePhone, type ParsedPhone } from './phone.js';

/**
 * Reads and checks a `POST /topups` (or `/topups-async`) body the way Reloadly does: the operator, the
 * amount (USD, or local currency with `useLocalAmount`) against the operator's range or denominations,
 * the recipient's number in the operator's country, the optional sender. Returns what the top-up costs
 * and delivers, in cents.
 */
export interface TopupOrder {
  operator: CatalogueOperator;
  requestedCents: bigint;
  discountCents: bigint;
  deliveredLocalCents: bigint;
  customIdentifier: string | null;
  recipient: ParsedPhone;
  senderPhone: string | null;
}

export function readTopupOrder(body: unknown, catalogue: Catalogue): TopupOrder {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ReloadlyFailure(400, 'INVALID_REQUEST_BODY');
  const input = body as Record<string, unknown>;
  const operator = operatorOf(catalogue, input.operatorId);
  const amount = amountCents(input.amount);
  const useLocalAmount = input.useLocalAmount === true || input.useLocalAmount === 'true';
  if (useLocalAmount && !operator.pricing.supportsLocalAmounts) throw new ReloadlyFailure(400, 'LOCAL_AMOUNTS_NOT_SUPPORTED');

  const { requestedCents, deliveredLocalCents } = useLocalAmount
    ? { requestedCents: usdCentsForLocal(amount, operator.pricing.fxRate), deliveredLocalCents: amount }
    : { requestedCents: amount, deliveredLocalCents: localCents(amount, operator.pricing.fxRate) };
  checkAmount(operator, useLocalAmount ? deliveredLocalCents : requestedCents, useLocalAmount);

  const customIdentifier = input.customIdentifier;
  if (
    customIdentifier !== undefined &&
    customIdentifier !== null &&
    (typeof customIdentifier !== 'string' || customIdentifier.length > 150)
  ) {
    throw new ReloadlyFailure(400, 'INVALID_REQUEST_BODY', 'customIdentifier must be a string of at most 150 characters');
  }
  const recipientInput = (input.recipientPhone ?? {}) as Record<string, unknown>;
  const recipient = parsePhone(recipientInput.number, recipientInput.countryCode);
  if (!recipient || recipient.country !== operator.country.isoName) throw new ReloadlyFailure(400, 'INVALID_RECIPIENT_PHONE');
  let senderPhone: string | null = null;
  if (input.senderPhone !== undefined && input.senderPhone !== null) {
    const senderInput = input.senderPhone as Record<string, unknown>;
    const sender = parsePhone(senderInput.number, senderInput.countryCode);
    if (!sender) throw new ReloadlyFailure(400, 'INVALID_SENDER_PHONE');
    senderPhone = sender.digits;
  }

  // The operator's international discount (a percentage with two decimals) is what Reloadly does not charge.
  const commission = parseScaled(operator.pricing.internationalDiscount, 2) ?? 0n;
  const discountCents = (requestedCents * commission) / 10_000n;
  return {
    operator,
    requestedCents,
    discountCents,
    deliveredLocalCents,
    customIdentifier: typeof customIdentifier === 'string' ? customIdentifier : null,
    recipient,
    senderPhone,
  };
}

function checkAmount(operator: CatalogueOperator, cents: bigint, local: boolean): void {
  const { pricing } = operator;
  const toLocal = (usd: number) => (local ? localCents(BigInt(usd), pricing.fxRate) : BigInt(usd));
  const show = (value: bigint) => formatScaled(value, 2, local ? 2 : 0);
  if (pricing.denominationType === 'FIXED') {
    const allowed = pricing.fixedCents.map(toLocal);
    if (!allowed.includes(cents)) {
      throw new ReloadlyFailure(
        400,
        'INVALID_AMOUNT_FOR_OPERATOR',
        `The amount must be one of ${allowed.map(show).join(', ')} for ${operator.name}`,
      );
    }
    return;
  }
  const min = toLocal(pricing.minCents ?? 0);
  const max = toLocal(pricing.maxCents ?? 0);
  if (cents < min || cents > max) {
    throw new ReloadlyFailure(
      400,
      'INVALID_AMOUNT_FOR_OPERATOR',
      `The amount must be between ${show(min)} and ${show(max)} for ${operator.name}`,
    );
  }
}
