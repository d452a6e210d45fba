import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoyaltySummary } from '../../../shared/api/loyalty';
import { REDEEM_MIN_POINTS, REDEEM_STEP_POINTS, redeemableOf, redemptionProblem, redemptionValueCents } from '../../../shared/loyalty';
import { ApiError } from '../../lib/api';
import { apiFieldMessage, errorMessage } from '../../lib/error-message';
import { useCount, useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast-store';
import { walletKeys } from '../wallet';
import { loyaltyApi, loyaltyKeys } from './loyalty-api';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/** At most this many choices in the list: the smallest ones, then every amount up to all that can be redeemed. */
const MAX_CHOICES = 12;

/** The amounts one may redeem: 500, 600, ... up to the most the balance allows, thinned out beyond MAX_CHOICES. */
export function redeemChoices(balance: number): number[] {
  const most = redeemableOf(balance);
  if (most === 0) return [];
  const steps = (most - REDEEM_MIN_POINTS) / REDEEM_STEP_POINTS + 1;
  const stride = Math.ceil(steps / MAX_CHOICES) * REDEEM_STEP_POINTS;
  const choices: number[] = [];
  for (let points = REDEEM_MIN_POINTS; points < most; points += stride) choices.push(points);
  return [...choices, most];
}

/**
 * Points for wallet credit: choose how many (the list only offers what the rules and the balance allow),
 * then Redeem. One Idempotency-Key per press, kept for a retry when no answer came, so nobody is credited
 * twice and nothing is lost.
 */
export function RedeemCard({ summary }: { summary: LoyaltySummary }) {
  const { t } = useTranslation();
  const money = useMoney();
  const count = useCount();
  const queryClient = useQueryClient();
  const selectId = useId();
  const choices = redeemChoices(summary.points);
  const [chosen, setChosen] = useState<number>(choices[0] ?? REDEEM_MIN_POINTS);
  const points = choices.includes(chosen) ? chosen : (choices[0] ?? REDEEM_MIN_POINTS);
  const key = useRef<string | null>(null);
  const redeem = useMutation({
    mutationFn: (idempotencyKey: string) => loyaltyApi.redeem(points, idempotencyKey),
    onSuccess: ({ redemption }) => {
      key.current = null;
      toast({ title: t('loyalty.redeem.doneTitle'), description: t('loyalty.redeem.done', { amount: money(redemption.creditCents) }) });
      void queryClient.invalidateQueries({ queryKey: loyaltyKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (error) => {
      // A definite refusal ends this attempt; without an answer the next press retries it with the same key.
      if (error instanceof ApiError) key.current = null;
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: loyaltyKeys.all });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redemptionProblem(points, summary.points)) return;
    key.current ??= newIdempotencyKey();
    redeem.mutate(key.current);
  };

  const problem = redeem.error ? (apiFieldMessage(redeem.error, 'points', t) ?? errorMessage(redeem.error, t)) : null;
  return (
    <Card title={t('loyalty.redeem.heading')}>
      <p className="text-slate-800">
        {t('loyalty.redeem.rule', {
          min: count(REDEEM_MIN_POINTS),
          step: count(REDEEM_STEP_POINTS),
          value: money(redemptionValueCents(100)),
        })}
      </p>
      {choices.length === 0 ? (
        <p className="mt-3 rounded-xl bg-slate-50 px-3 py-2 text-slate-800" data-testid="loyalty-redeem-not-yet">
          {t('loyalty.redeem.notYet', { min: count(REDEEM_MIN_POINTS), points: count(summary.points) })}
        </p>
      ) : (
        <form className="mt-3 flex flex-col gap-3" onSubmit={submit} noValidate>
          <label htmlFor={selectId} className="font-semibold text-slate-900">
            {t('loyalty.redeem.label')}
          </label>
          <select
            id={selectId}
            value={points}
            onChange={(event) => setChosen(Number(event.target.value))}
            className="min-h-12 rounded-xl border border-slate-400 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
            aria-describedby={problem ? `${selectId}-problem` : undefined}
            data-testid="loyalty-redeem-points"
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {t('loyalty.redeem.option', { points: count(choice), amount: money(redemptionValueCents(choice)) })}
              </option>
            ))}
          </select>
          {problem && (
            <p id={`${selectId}-problem`} role="alert" className="text-sm font-semibold text-red-800">
              {problem}
            </p>
          )}
          <Button type="submit" busy={redeem.isPending} data-testid="loyalty-redeem-submit">
            {redeem.isPending ? t('loyalty.redeem.busy') : t('loyalty.redeem.submit', { amount: money(redemptionValueCents(points)) })}
          </Button>
        </form>
      )}
    </Card>
  );
}
