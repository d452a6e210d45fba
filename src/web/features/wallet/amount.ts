// Types only from the settings' schemas: zod stays out of the wallet's code (the shipped limits are business.ts's).
import type { AddFundsLimits } from '../../../shared/api/admin-settings';
import { ADD_FUNDS_MAX_CENTS, ADD_FUNDS_MIN_CENTS } from '../../../shared/business';
import { parseAmountToCents } from '../../../shared/money';

const DEFAULT_ADD_FUNDS_LIMITS: AddFundsLimits = { minCents: ADD_FUNDS_MIN_CENTS, maxCents: ADD_FUNDS_MAX_CENTS };

type AmountProblem = 'required' | 'notANumber' | 'fractionOfCent' | 'belowMin' | 'aboveMax';

export type AmountCheck = { ok: true; cents: number } | { ok: false; problem: AmountProblem };

/**
 * What a person typed in the add-funds field → whole cents between the minimum and the maximum, or the
 * reason it is refused. Parsing is `parseAmountToCents` (no floats); null means "not an amount".
 */
export function checkAddFundsAmount(text: string, limits: AddFundsLimits = DEFAULT_ADD_FUNDS_LIMITS): AmountCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, problem: 'required' };
  const cents = parseAmountToCents(trimmed);
  if (cents === null) {
    // Digits with three or more after the last separator ("20.505", "7,1234"): smaller than a cent.
    const bare = trimmed.replace(/^(US)?\$\s*|\s*(US)?\$$|\s*USD$/gi, '').replace(/[\s\u00a0\u202f]/g, '');
    if (/^\d[\d.,]*[.,]\d{3,}$/.test(bare) && !/^\d{1,3}([.,]\d{3})+$/.test(bare)) return { ok: false, problem: 'fractionOfCent' };
    if (/^\d+\.\d{3}$/.test(bare)) return { ok: false, problem: 'fractionOfCent' };
    return { ok: false, problem: 'notANumber' };
  }
  if (cents < limits.minCents) return { ok: false, problem: 'belowMin' };
  if (cents > limits.maxCents) return { ok: false, problem: 'aboveMax' };
  return { ok: true, cents };
}

/** An amount in the address (`?amount=2000`): whole cents within the limits, else null. */
export function amountFromQuery(value: string | null, limits: AddFundsLimits = DEFAULT_ADD_FUNDS_LIMITS): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const cents = Number(value);
  return cents >= limits.minCents && cents <= limits.maxCents ? cents : null;
}

/** Cents of a quick amount as the field shows it: "20", or "20.50" should a quick amount ever have cents. */
export function amountFieldText(cents: number): string {
  const dollars = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(dollars) : `${dollars}.${String(rest).padStart(2, '0')}`;
}
