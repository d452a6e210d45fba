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

/**
 * What the aggregator answered about a top-up, sent or looked up: one shape from the adapter to the worker.
 * `unknown`: no certain answer yet (a time-out, still processing, an answer we could not read), with why;
 * `not-found` only from a look-up (it never reached the aggregator).
 */
export type ProviderAnswer =
  | { status: 'succeeded'; transactionId: string; operatorReference: string | null; pin: DeliveredPin | null }
  | { status: 'failed'; transactionId: string | null; errorCode: string }
  | { status: 'unknown'; transactionId: string | null; reason: string }
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
  send(request: TopupRequest): Promise<Exclude<ProviderAnswer, { status: 'not-found' }>>;
  /** What became of a top-up we may have sent: by our identifier, or the aggregator's transaction id. */
  lookup(customIdentifier: string, transactionId: string | null): Promise<ProviderAnswer>;
}
