import { ExchangeRecorder as SharedRecorder, type RecordedExchange } from '../shared/recorder.js';

/**
 * Every call to the sandbox's PayPal API (`/v1/…`, `/v2/…`), kept for the contract tests against PayPal's
 * OpenAPI documents, with the headers PayPal's contract names (idempotency, representation, attribution).
 */
export type { RecordedExchange };

export class ExchangeRecorder extends SharedRecorder<RecordedExchange> {
  constructor() {
    super({
      capacity: 1000,
      keptHeaders: ['content-type', 'accept', 'paypal-request-id', 'prefer', 'paypal-partner-attribution-id'],
      records: (path) => /^\/v[12]\//.test(path),
      keepQuery: false,
    });
  }
}
