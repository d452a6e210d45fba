import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PromoCheck } from '../../../shared/api/promotions';
import { formatMoney } from '../../../shared/money';
import { useLanguage } from '../../i18n/language';
import { ApiError } from '../../lib/api';
import { errorMessage, fieldMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CheckIcon, CopyIcon } from '../../ui/icons';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { carryPromoCode } from '../topups';
import { formatValidUntil } from './expiry';
import { promotionsApi } from './promotions-api';
import { formatPercent } from '../../../shared/intl';

/** Copies a code: 'Copied', or 'Copy Failed' (with the code to write down) when the browser refuses. */
async function copyCode(code: string, t: ReturnType<typeof useTranslation>['t']) {
  try {
    await navigator.clipboard.writeText(code);
    toast({ title: t('promotions.copiedTitle'), description: t('promotions.copiedBody', { code }), variant: 'success' });
  } catch {
    toast({ title: t('promotions.copyFailedTitle'), description: t('promotions.copyFailedBody', { code }), variant: 'destructive' });
  }
}

/**
 * Enter and test a promo code (docs/product-rules.md#promo-codes): 'Enter Code' when empty, 'Invalid Promo Code' with the reason in
 * plain words, else what the code gives, a copy button, and "Use this code" to start a top-up with it.
 */
export function PromoCodeCard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const check = useMutation({ mutationFn: (typed: string) => promotionsApi.check(typed, language) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setEmpty(!typed);
    if (!typed) {
      check.reset();
      return;
    }
    check.mutate(typed);
  };

  const reason =
    check.error instanceof ApiError && check.error.fields.code
      ? fieldMessage(check.error.fields.code, t)
      : check.error
        ? errorMessage(check.error, t)
        : undefined;

  return (
    <Card title={t('promotions.code.heading')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label={t('promotions.code.label')}
          hint={t('promotions.code.hint')}
          error={empty ? t('validation.enterCode') : undefined}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          data-testid="promo-code-input"
        />
        <Button type="submit" busy={check.isPending} data-testid="promo-code-check">
          {check.isPending ? t('promotions.code.checking') : t('promotions.code.check')}
        </Button>
      </form>

      {check.isError && (
        <div role="alert" className="mt-4 rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200" data-testid="promo-code-invalid">
          <p className="font-bold">{t('promotions.invalidTitle')}</p>
          <p>{reason}</p>
        </div>
      )}

      {check.data && (
        <AcceptedCode
          result={check.data}
          onUse={() => {
            carryPromoCode(check.data.code);
            void navigate('/send-topup');
          }}
          onCopy={() => void copyCode(check.data.code, t)}
        />
      )}
    </Card>
  );
}

function AcceptedCode({ result, onUse, onCopy }: { result: PromoCheck; onUse(): void; onCopy(): void }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = (cents: number) => formatMoney(cents, locale);
  const percent = formatPercent(result.value, locale);
  const gives =
    result.type === 'fixed'
      ? t('promotions.valid.fixed', { amount: money(result.value) })
      : result.maxDiscountCents === null
        ? t('promotions.valid.percentNoCap', { percent })
        : t('promotions.valid.percent', { percent, max: money(result.maxDiscountCents) });
  return (
    <div
      role="status"
      className="mt-4 flex flex-col gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-200"
      data-testid="promo-code-valid"
    >
      <p className="flex items-center gap-2 font-bold">
        <CheckIcon className="h-5 w-5 shrink-0" />
        {t('promotions.valid.title')}: <span className="font-mono tracking-wide">{result.code}</span>
      </p>
      <div>
        <p className="font-semibold">{result.title}</p>
        <p className="text-sm">{result.description}</p>
      </div>
      <ul className="list-disc pl-5 text-sm">
        <li>{gives}</li>
        {result.minAmountCents > 0 && <li>{t('promotions.valid.minimum', { amount: money(result.minAmountCents) })}</li>}
        {result.firstTopupOnly && <li>{t('promotions.valid.firstOnly')}</li>}
        <li>{t('promotions.valid.until', { date: formatValidUntil(result.validUntil, locale) })}</li>
      </ul>
      <div className="flex flex-col gap-2">
        <Button onClick={onUse} data-testid="promo-code-use">
          {t('promotions.use')}
        </Button>
        <Button variant="secondary" onClick={onCopy} data-testid="promo-code-copy">
          <CopyIcon className="h-5 w-5" />
          {t('promotions.copy')}
        </Button>
      </div>
    </div>
  );
}
