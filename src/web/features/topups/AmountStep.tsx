import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueOperator } from '../../../shared/api/topups';
import { formatMoney, parseAmountToCents } from '../../../shared/money';
import { useLanguage } from '../../i18n/language';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { estimateLocalAmount, formatLocalAmount } from './format';
import { OperatorBonusNote } from './OperatorBonusNote';
import { ChoiceButton } from './parts';
import type { SendDraft } from './send-draft';

export type AmountProblem =
  | { key: 'validation.enterAmount' }
  | { key: 'validation.amountPositive' }
  | { key: 'validation.wholeCents' }
  | { key: 'validation.amountNotOffered' }
  | { key: 'topups.amount.belowMin' }
  | { key: 'topups.amount.aboveMax' };

/** The free amount field's text → cents within the operator's limits, or why not (docs/product-rules.md#topup-validation). */
function checkTopupAmount(text: string, operator: CatalogueOperator): { cents: number } | { problem: AmountProblem } {
  const trimmed = text.trim();
  if (!trimmed) return { problem: { key: 'validation.enterAmount' } };
  if (/^-/.test(trimmed.replace(/^(US)?\$\s*/i, ''))) return { problem: { key: 'validation.amountPositive' } };
  const cents = parseAmountToCents(trimmed);
  if (cents === null) return { problem: { key: 'validation.wholeCents' } };
  if (cents <= 0) return { problem: { key: 'validation.amountPositive' } };
  if (operator.denominationType === 'FIXED') {
    return operator.fixedAmountsCents.includes(cents) ? { cents } : { problem: { key: 'validation.amountNotOffered' } };
  }
  if (cents < operator.minCents) return { problem: { key: 'topups.amount.belowMin' } };
  if (cents > operator.maxCents) return { problem: { key: 'topups.amount.aboveMax' } };
  return { cents };
}

/** Cents as the field shows them: "10" or "10.50" (no grouping, no currency sign). */
export function amountText(cents: number): string {
  const rest = cents % 100;
  return rest === 0 ? String(cents / 100) : `${Math.trunc(cents / 100)}.${String(rest).padStart(2, '0')}`;
}

/**
 * Step 3: how much. FIXED operators: their amounts as buttons. RANGE: suggested amounts and a free USD
 * field within the operator's limits. What the recipient receives in local currency shows as it changes.
 */
export function AmountStep({
  draft,
  operator,
  update,
  onNext,
}: {
  draft: SendDraft;
  operator: CatalogueOperator;
  update(patch: Partial<SendDraft>): void;
  onNext(): void;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = (cents: number) => formatMoney(cents, locale);
  const [submitted, setSubmitted] = useState(false);
  const fixed = operator.denominationType === 'FIXED';
  const limits = { operator: operator.name, min: money(operator.minCents), max: money(operator.maxCents) };

  const check = fixed
    ? draft.amountCents !== null && operator.fixedAmountsCents.includes(draft.amountCents)
      ? { cents: draft.amountCents }
      : { problem: { key: 'validation.enterAmount' } as AmountProblem }
    : checkTopupAmount(draft.amountText, operator);
  const error = submitted && 'problem' in check ? t(check.problem.key, limits) : undefined;
  const chosen = 'cents' in check ? check.cents : null;
  const receives = chosen !== null ? estimateLocalAmount(chosen, operator.fxRate) : null;

  const choose = (cents: number) => update({ amountCents: cents, amountText: amountText(cents) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (chosen === null) return;
    update({ amountCents: chosen });
    onNext();
  };

  const quick = fixed
    ? operator.fixedAmountsCents
    : operator.suggestedAmountsCents.filter((c) => c >= operator.minCents && c <= operator.maxCents);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <OperatorBonusNote operatorId={operator.id} operatorName={operator.name} />
      {quick.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">
            {fixed ? t('topups.amount.chooseFixed') : t('topups.amount.suggested')}
          </legend>
          <div className="grid grid-cols-2 gap-2 min-[480px]:grid-cols-3">
            {quick.map((cents) => (
              <ChoiceButton
                key={cents}
                selected={chosen === cents}
                onClick={() => choose(cents)}
                className="text-center text-lg font-bold tabular-nums"
                testId="amount-option"
              >
                {money(cents)}
              </ChoiceButton>
            ))}
          </div>
          {fixed && error && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </fieldset>
      )}

      {!fixed && (
        <TextField
          label={t('topups.amount.otherLabel')}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="next"
          placeholder={t('topups.amount.placeholder')}
          value={draft.amountText}
          onChange={(event) => {
            const next = checkTopupAmount(event.target.value, operator);
            update({ amountText: event.target.value, amountCents: 'cents' in next ? next.cents : null });
          }}
          hint={t('topups.amount.limits', limits)}
          error={error}
          data-testid="amount-input"
        />
      )}
      {!fixed && error && 'problem' in check && !check.problem.key.startsWith('topups.amount.') && (
        <p className="-mt-3 text-sm text-slate-600">{t('topups.amount.limits', limits)}</p>
      )}

      <div aria-live="polite" className="rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200" data-testid="receives-estimate">
        {receives ? (
          <>
            <p className="text-sm font-semibold text-emerald-900">{t('topups.amount.receives')}</p>
            <p className="text-2xl font-bold text-emerald-950 tabular-nums">
              ≈ {formatLocalAmount(receives, operator.localCurrency, locale)}
            </p>
            <p className="mt-1 text-sm text-emerald-900">{t('topups.amount.estimateNote')}</p>
          </>
        ) : (
          <p className="text-emerald-900">{t('topups.amount.receivesHint', { currency: operator.localCurrency })}</p>
        )}
      </div>

      <Button type="submit" data-testid="amount-next">
        {t('topups.next')}
      </Button>
    </form>
  );
}
