import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPromotion } from '../../../shared/api/admin-settings';
import { formatMoney } from '../../../shared/money';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/error-message';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { PromotionForm } from './settings-promotion-form';
import { usePromotions, useSetPromotionActive } from './settings-api';
import { formatDate } from '../../../shared/dates';
import { formatPercent } from '../../../shared/intl';

/** The promotions with their rules and texts: a list, and one form to create or edit (docs/product-rules.md#admin-settings). */
export function PromotionsSettings() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const setActive = useSetPromotionActive();

  return (
    <Card title={t('admin.settings.promotions.title')}>
      <p className="mb-3 text-slate-700">{t('admin.settings.promotions.intro')}</p>
      {editing ? (
        <PromotionForm promotion={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <Button fullWidth={false} onClick={() => setEditing('new')} data-testid="new-promotion">
          {t('admin.settings.promotions.new')}
        </Button>
      )}
      {setActive.isError && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {errorMessage(setActive.error, t)}
        </p>
      )}
      <div className="mt-4">
        {promotions.isPending ? (
          <LoadingLine />
        ) : promotions.isError ? (
          <LoadError framed error={promotions.error} onRetry={() => void promotions.refetch()} />
        ) : promotions.data.length === 0 ? (
          <p className="text-slate-700">{t('admin.settings.promotions.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="promotion-list">
            {promotions.data.map((promotion) => (
              <PromotionRow
                key={promotion.id}
                promotion={promotion}
                busy={setActive.isPending}
                onEdit={() => setEditing(promotion)}
                onToggle={() => setActive.mutate({ id: promotion.id, active: !promotion.active })}
              />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function PromotionRow({
  promotion,
  busy,
  onEdit,
  onToggle,
}: {
  promotion: AdminPromotion;
  busy: boolean;
  onEdit(): void;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  const { language, locale } = useLanguage();
  const date = (iso: string) => formatDate(iso, locale);
  const value =
    promotion.type === 'percentage'
      ? t('admin.settings.promotions.percentOff', { percent: formatPercent(promotion.value, locale) })
      : t('admin.settings.promotions.amountOff', { amount: formatMoney(promotion.value, locale) });
  return (
    <li className="rounded-2xl p-4 text-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{promotion.titles[language]}</span>
        {promotion.code && <code className="rounded bg-slate-100 px-1.5 py-0.5">{promotion.code}</code>}
        <Badge tone={promotion.active ? 'success' : 'neutral'}>
          {promotion.active ? t('admin.settings.promotions.active') : t('admin.settings.promotions.inactive')}
        </Badge>
      </div>
      <p className="mt-1 text-slate-700">
        {value} · {t('admin.settings.promotions.period', { from: date(promotion.startsAt), to: date(promotion.validUntil) })} ·{' '}
        {t('admin.settings.promotions.used', { count: promotion.usesCount, spent: formatMoney(promotion.spentCents, locale) })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" fullWidth={false} onClick={onEdit}>
          {t('admin.settings.promotions.edit')}
        </Button>
        <Button variant={promotion.active ? 'danger' : 'secondary'} fullWidth={false} busy={busy} onClick={onToggle}>
          {promotion.active ? t('admin.settings.promotions.deactivate') : t('admin.settings.promotions.activate')}
        </Button>
      </div>
    </li>
  );
}
