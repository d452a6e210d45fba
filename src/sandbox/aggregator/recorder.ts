import { ExchangeRecorder as SharedRecorder, type RecordedExchangeWithQuery } from '../shared/recorder.js';

/**
 * Every call to the sandbox's Reloadly API and token endpoint, kept for the contract tests against
 * Reloadly's OpenAPI document, with the query (Reloadly filters and pages by it). The client secret in a
 * token request becomes a placeholder.
 */
export type RecordedExchange = RecordedExchangeWithQuery;

export class ExchangeRecorder extends SharedRecorder<RecordedExchange> {
  constructor() {
    super({
      capacity: 2000,
      keptHeaders: ['accept', 'content-type'],
      // Everything but the sandbox's own page and controls is Reloadly's API.
      records: (path) => path !== '/' && !path.startsWith('/sandbox/'),
      keepQuery: true,
      redactBody: (body) => (body && typeof body === 'object' && 'client_secret' in body ? { ...body, client_secret: '…' } : body),
    });
  }
}
