import { useTranslation } from 'react-i18next';
import { Switch } from '../../ui/Switch';
import { defaultRepeat, RepeatFields, WalletOnlyNote } from '../schedules';
import type { SendDraft } from './send-draft';

/**
 * "Repeat this top-up automatically" on the payment step (docs/product-rules.md#automatic-topups): off by default; on, it shows how
 * often and the day, and the schedule is set up once the send succeeds. Automatic top-ups are paid from
 * the wallet (ADR 0034), so with PayPal the switch is off and says why.
 */
export function RepeatOption({ draft, update }: { draft: SendDraft; update(patch: Partial<SendDraft>): void }) {
  const { t } = useTranslation();
  const wallet = draft.paymentMethod === 'wallet';
  const on = wallet && draft.repeat !== null;
  return (
    <div className="rounded-2xl bg-white px-4 ring-1 ring-slate-200" data-testid="repeat-option">
      <Switch
        label={t('schedules.sendOption.label')}
        description={wallet ? t('schedules.sendOption.description') : t('schedules.sendOption.paypal')}
        checked={on}
        disabled={!wallet}
        onCheckedChange={(checked) => update({ repeat: checked ? defaultRepeat() : null })}
      />
      {on && (
        <div className="flex flex-col gap-3 pb-4">
          <RepeatFields value={draft.repeat!} onChange={(repeat) => update({ repeat })} />
          <WalletOnlyNote />
        </div>
      )}
    </div>
  );
}
