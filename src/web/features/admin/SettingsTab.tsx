import { useTranslation } from 'react-i18next';
import type { SettingEntry, SettingKey } from '../../../shared/api/admin-settings';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { CatalogueSync, OperatorSwitches } from './settings-operators';
import { PromotionsSettings } from './settings-promotions';
import { SettingForm, type SettingField } from './settings-form';
import { useSettings } from './settings-api';

/**
 * The Settings tab (docs/product-rules.md#admin-settings, ADR 0033): fees, add-funds and sending limits, quote validity, operators,
 * a catalogue sync, and promotions. Each change takes effect without a restart, keeps the value before it,
 * asks for a recent sign-in with two-factor (step-up) and is written to the audit log.
 */
export default function SettingsTab() {
  const { t } = useTranslation();
  const settings = useSettings();
  const entry = (key: SettingKey) => settings.data?.find((s) => s.key === key);
  const field = (path: string, unit: SettingField['unit'], label: string): SettingField => ({ path, unit, label: t(label) });

  return (
    <section aria-labelledby="settings-heading" className="flex flex-col gap-4">
      <h2 id="settings-heading" className="text-xl font-bold text-slate-900">
        {t('admin.settings.heading')}
      </h2>
      <p className="text-slate-700">{t('admin.settings.intro')}</p>
      {settings.isPending ? (
        <LoadingLine />
      ) : settings.isError ? (
        <LoadError framed error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <Setting
            entry={entry('fees')}
            title={t('admin.settings.fees.title')}
            intro={t('admin.settings.fees.intro')}
            fields={[
              field('topupFeeBasisPoints', 'percent', 'admin.settings.fees.topupPercent'),
              field('topupFeeFixedCents', 'money', 'admin.settings.fees.topupFixed'),
              field('walletFeeCents', 'money', 'admin.settings.fees.wallet'),
              field('paypalFeeBasisPoints', 'percent', 'admin.settings.fees.paypalPercent'),
              field('paypalFeeFixedCents', 'money', 'admin.settings.fees.paypalFixed'),
            ]}
          />
          <Setting
            entry={entry('addFundsLimits')}
            title={t('admin.settings.addFunds.title')}
            intro={t('admin.settings.addFunds.intro')}
            fields={[field('minCents', 'money', 'admin.settings.addFunds.min'), field('maxCents', 'money', 'admin.settings.addFunds.max')]}
          />
          <Setting
            entry={entry('sendingLimits')}
            title={t('admin.settings.sending.title')}
            intro={t('admin.settings.sending.intro')}
            fields={[
              field('unverified.dailyCents', 'money', 'admin.settings.sending.unverifiedDaily'),
              field('unverified.monthlyCents', 'money', 'admin.settings.sending.unverifiedMonthly'),
              field('verified.dailyCents', 'money', 'admin.settings.sending.verifiedDaily'),
              field('verified.monthlyCents', 'money', 'admin.settings.sending.verifiedMonthly'),
            ]}
          />
          <Setting
            entry={entry('quoteValidity')}
            title={t('admin.settings.quote.title')}
            intro={t('admin.settings.quote.intro')}
            fields={[field('minutes', 'minutes', 'admin.settings.quote.minutes')]}
          />
        </>
      )}
      <OperatorSwitches />
      <CatalogueSync />
      <PromotionsSettings />
    </section>
  );
}

function Setting(props: { entry: SettingEntry | undefined; title: string; intro: string; fields: SettingField[] }) {
  return props.entry ? <SettingForm {...props} entry={props.entry} /> : null;
}
