/**
 * What the top-up feature needs from the aggregator, in its own words. `provider.ts` fits the Reloadly
 * adapter to it. The rule that matters: `failed` only when the aggregator said so for certain.
 */
/** A PIN product's voucher, as the operator gave it: kept for its owner only (pins.ts). */
export interface DeliveredPin {
  code: string;
  serial: string | null;
  /** The operator's own words on loading it, in order. */
  instructions: string[];
  ivr: string | null;
  validity: string | null;
}

export type SendOutcome =
  | { outcome: 'succeeded'; transactionId: string; operatorReference: string | null; pin?: DeliveredPin | null }
  | { outcome: 'failed'; errorCode: string; message: string }
  | { outcome: 'unknown'; reason: string; transactionId: string | null };

export type Lookup =
  | { status: 'succeeded'; transactionId: string; operatorReference: string | null; pin?: DeliveredPin | null }
  | { status: 'failed'; transactionId: string | null; errorCode: string }
  | { status: 'processing'; transactionId: string | null }
  | { status: 'not-found' };

interface TopupRequest {
  customIdentifier: string;
  operatorId: number;
  amountCents: number;
  countryIso: string;
  /** International format, e.g. +50937123456. */
  recipientNumber: string;
}

export interface TopupProviderPort {
  send(request: TopupRequest): Promise<SendOutcome>;
  /** What became of a top-up we may have sent: by our identifier, or the aggregator's transaction id. */
  lookup(customIdentifier: string, transactionId: string | null): Promise<Lookup>;
}
