import type { Topup } from '../../../../shared/api/topups.js';
import { providerFailure } from '../../../integrations/topup-provider/index.js';

type PresentedFailure = Pick<Topup, 'failureCode' | 'retryAfterMinutes'>;

/**
 * The order's stored failure code (raw, as the aggregator or Kredi named it, kept for operators) as the
 * stable reason the web explains. Kredi's own codes first: the payment ones (`PAYMENT_<PayPal status>`),
 * the 24-hour give-up; anything else is the aggregator's (`PROVIDER_<status>` is how look-ups stored a
 * failed status before they read it as sends do: older orders keep it).
 */
export function presentFailure(stored: string | null): PresentedFailure {
  if (stored === null) return { failureCode: null, retryAfterMinutes: null };
  if (stored === 'PAYMENT_CANCELLED') return { failureCode: 'PAYMENT_CANCELLED', retryAfterMinutes: null };
  if (stored === 'PAYMENT_TOO_LATE') return { failureCode: 'PAID_TOO_LATE', retryAfterMinutes: null };
  if (stored.startsWith('PAYMENT_')) return { failureCode: 'PAYMENT_FAILED', retryAfterMinutes: null };
  if (stored === 'UNCONFIRMED_AFTER_24H') return { failureCode: 'NOT_CONFIRMED', retryAfterMinutes: null };
  const failure = providerFailure(stored.replace(/^PROVIDER_/, ''));
  return { failureCode: failure.code, retryAfterMinutes: failure.retryAfterMinutes };
}
