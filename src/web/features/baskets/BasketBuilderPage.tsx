import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BASKET_ITEMS, type Basket } from '../../../shared/api/baskets';
import { ApiError } from '../../lib/api';
import { errorMessage, fieldMessage } from '../../lib/error-message';
import { useMoney } from '../../lib/use-money';
import { AppShell } from '../../ui/AppShell';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Notice } from '../topups';
import { AddItemForm } from './AddItemForm';
import { BasketItems } from './BasketItems';
import { BasketQuoteView } from './BasketQuoteView';
import { basketsApi, type BasketDraftItem, type BasketPaymentMethod } from './baskets-api';

/** The translated problem of each refused item (`items.<n>.<field>` from the server), by its place. */
function itemProblems(error: unknown, t: Parameters<typeof fieldMessage>[1]): Record<number, string> {
  if (!(error instanceof ApiError)) return {};
  const problems: Record<number, string> = {};
  for (const [field, code] of Object.entries(error.fields)) {
    const match = /^items\.(\d+)\./.exec(field);
    if (match) problems[Number(match[1])] ??= fieldMessage(code, t) ?? code;
  }
  return problems;
}

/**
 * /send-basket: several people, any countries, one payment. Add each person (saved or a new number) with
 * an amount, take any out, then see one itemised quote and pay it from the wallet or with PayPal. Each top-up then goes
 * its own way; the basket's page shows them together.
 */
export default function BasketBuilderPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [items, setItems] = useState<BasketDraftItem[]>([]);
  const [quoted, setQuoted] = useState<Basket | null>(null);
  // The payment method last chosen on the quote: reviewing again after an edit keeps it.
  const [method, setMethod] = useState<BasketPaymentMethod>('wallet');
  const quote = useMutation({
    mutationFn: (method: BasketPaymentMethod) =>
      basketsApi.quote(
        items.map(({ countryIso, operatorId, recipientNumber, amountCents, textRecipient }) => ({
          countryIso,
          operatorId,
          recipientNumber,
          amountCents,
          textRecipient,
        })),
        method,
      ),
    onSuccess: setQuoted,
  });
  const problems = itemProblems(quote.error, t);
  const general = quote.isError && Object.keys(problems).length === 0 ? errorMessage(quote.error, t) : null;
  const full = items.length >= MAX_BASKET_ITEMS;
  const sum = items.reduce((total, item) => total + item.amountCents, 0);

  return (
    <AppShell title={t('baskets.builder.title')}>
      <div className="flex flex-col gap-5">
        <p className="text-slate-700">{t('baskets.builder.intro')}</p>
        {quoted ? (
          <>
            <BasketQuoteView
              basket={quoted}
              repricing={quote.isPending}
              onEdit={() => {
                setQuoted(null);
                quote.reset();
              }}
              onReprice={(chosen) => {
                setMethod(chosen);
                quote.mutate(chosen);
              }}
            />
            {general && (
              <Notice tone="error" alert>
                <p>{general}</p>
              </Notice>
            )}
          </>
        ) : (
          <>
            <Card title={t('baskets.builder.listTitle', { n: items.length })}>
              <BasketItems
                items={items}
                problems={problems}
                onRemove={(index) => {
                  setItems((current) => current.filter((_, at) => at !== index));
                  quote.reset();
                }}
              />
              {items.length > 0 && <p className="mt-3 text-right text-slate-700">{t('baskets.builder.sum', { amount: money(sum) })}</p>}
            </Card>
            <Card>
              {full ? (
                <Notice tone="info">
                  <p>{t('baskets.builder.full', { max: MAX_BASKET_ITEMS })}</p>
                </Notice>
              ) : (
                <AddItemForm
                  disabled={full}
                  onAdd={(item) => {
                    setItems((current) => [...current, item]);
                    quote.reset();
                  }}
                />
              )}
            </Card>
            {general && (
              <Notice tone="error" alert>
                <p>{general}</p>
              </Notice>
            )}
            <Button onClick={() => quote.mutate(method)} busy={quote.isPending} disabled={items.length === 0} data-testid="basket-review">
              {t('baskets.builder.review')}
            </Button>
          </>
        )}
      </div>
    </AppShell>
  );
}
