/** Inside this much of its end an offer is marked 'expiring soon' (as Kredi's own promotions are). */
const EXPIRING_SOON_MS = 48 * 3_600_000;

/**
 * Whether an offer ending at `endsAt` is inside its last 48 hours. Apart from the operator promotions' schemas
 * (api/operator-promotions.ts) so that a screen which only marks offers does not load zod.
 */
export function expiringSoon(endsAt: string, now: number): boolean {
  const left = Date.parse(endsAt) - now;
  return left >= 0 && left <= EXPIRING_SOON_MS;
}
