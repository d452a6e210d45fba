import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_KINDS, type ProductKind } from '../../../shared/api/products';
import type { CatalogueOperator } from '../../../shared/api/topups';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { AmountStep, amountText } from './AmountStep';
import { ChoiceButton, Notice } from './parts';
import { plansOf, productFamily } from './products';
import type { SendDraft } from './send-draft';

/**
 * Step 3 with the operator's products (ADR 0035): Airtime / Data / PIN, only those its family sells. Airtime
 * is the usual amount step; Data and PIN list their plans, each with the operator's description and its
 * price. Choosing a plan chooses the product's operator and the amount together.
 */
export function ProductAmountStep({
  draft,
  operator,
  operators,
  update,
  onNext,
}: {
  draft: SendDraft;
  operator: CatalogueOperator;
  operators: readonly CatalogueOperator[];
  update(patch: Partial<SendDraft>): void;
  onNext(): void;
}) {
  const { t } = useTranslation();
  const family = productFamily(operators, operator);
  const kinds = PRODUCT_KINDS.filter((kind) => family[kind].length > 0);
  const kind = operator.productKind;

  const chooseKind = (next: ProductKind) => {
    if (next === kind) return;
    update({ operatorId: family[next][0]!.id, amountCents: null, amountText: '' });
  };

  return (
    <div className="flex flex-col gap-5">
      {kinds.length > 1 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t('topups.products.kindsLabel')}</legend>
          <div className={`grid gap-2 ${kinds.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
            {kinds.map((each) => (
              <ChoiceButton
                key={each}
                selected={each === kind}
                onClick={() => chooseKind(each)}
                className="text-center font-bold"
                testId={`product-kind-${each}`}
              >
                {t(`topups.products.kind.${each}`)}
              </ChoiceButton>
            ))}
          </div>
        </fieldset>
      )}
      {kind === 'airtime' ? (
        <AmountStep draft={draft} operator={operator} update={update} onNext={onNext} />
      ) : (
        <PlanList kind={kind} products={family[kind]} draft={draft} update={update} onNext={onNext} />
      )}
    </div>
  );
}

function PlanList({
  kind,
  products,
  draft,
  update,
  onNext,
}: {
  kind: Exclude<ProductKind, 'airtime'>;
  products: CatalogueOperator[];
  draft: SendDraft;
  update(patch: Partial<SendDraft>): void;
  onNext(): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [submitted, setSubmitted] = useState(false);
  const plans = plansOf(products);
  const chosen = plans.find((plan) => plan.operator.id === draft.operatorId && plan.cents === draft.amountCents) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (chosen) onNext();
  };

  if (plans.length === 0) return <Notice tone="warning">{t('topups.products.noPlans', { operator: products[0]?.name ?? '' })}</Notice>;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('topups.products.plansHeading')}</legend>
        <ul className="flex flex-col gap-2">
          {plans.map((plan) => (
            <li key={`${plan.operator.id}:${plan.cents}`}>
              <ChoiceButton
                selected={plan === chosen}
                onClick={() => update({ operatorId: plan.operator.id, amountCents: plan.cents, amountText: amountText(plan.cents) })}
                className="flex w-full items-center justify-between gap-3"
                testId="plan-option"
              >
                <span className="font-semibold">
                  {plan.description || t('topups.products.planFallback', { amount: money(plan.cents) })}
                </span>
                <span className="shrink-0 text-lg font-bold tabular-nums">{money(plan.cents)}</span>
              </ChoiceButton>
            </li>
          ))}
        </ul>
        {submitted && !chosen && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {t('topups.products.choosePlan')}
          </p>
        )}
      </fieldset>
      <p className="rounded-2xl bg-blue-50 p-4 text-blue-950 ring-1 ring-blue-200">
        {t(kind === 'pin' ? 'topups.products.pinNote' : 'topups.products.dataNote')}
      </p>
      <Button type="submit" data-testid="amount-next">
        {t('topups.next')}
      </Button>
    </form>
  );
}
