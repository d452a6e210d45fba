import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { potInviteRequest, type PotInvite, type PotInviteRequest } from '../../../shared/api/pots';
import { formatDate } from '../../../shared/dates';
import { formatPercent } from '../../../shared/intl';
import { MAX_SHARE_PERCENT, MIN_SHARE_PERCENT, POT_INVITE_DAYS, shareCentsOf } from '../../../shared/pots';
import { useLanguage } from '../../i18n/language';
import { errorMessage } from '../../lib/error-message';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { CopyIcon, PhoneIcon, SupportIcon } from '../../ui/icons';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { useAuth } from '../auth';
import { copyText, smsShareLink, whatsappShareLink } from '../credit-requests';
import { useCreateInvite } from './pots-api';

/** A whole percent as the reader writes it ("30%", "30 %"). */
export const percent = (value: number, locale: string) => formatPercent(value * 100, locale);

/**
 * "Invite someone": their share of each run's price, a whole percent (the shared schema checks it, as the
 * server does), with what it comes to and what the owner is left to pay, then the link.
 */
export function InviteForm({
  potId,
  totalCents,
  takenPercent,
  takenCents,
  onCreated,
  onClose,
}: {
  potId: string;
  /** The agreed price of each run. */
  totalCents: number;
  /** The shares already given: members and open invitations (the owner's rest excluded), in percent and in cents. */
  takenPercent: number;
  takenCents: number;
  onCreated(invite: PotInvite): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const create = useCreateInvite(potId);
  const suggested = Math.max(MIN_SHARE_PERCENT, Math.min(MAX_SHARE_PERCENT, Math.floor((100 - takenPercent) / 2)));
  const form = useForm<PotInviteRequest>({ resolver: zodResolver(potInviteRequest), defaultValues: { sharePercent: suggested } });
  const share = form.watch('sharePercent');
  const valid = Number.isInteger(share) && share >= MIN_SHARE_PERCENT && share <= MAX_SHARE_PERCENT;
  const theirs = valid ? shareCentsOf(totalCents, share) : null;
  const rest = theirs === null ? null : totalCents - takenCents - theirs;
  const error = form.formState.errors.sharePercent;
  // Opened by a press or by a link (/family?share=…): the field is where the person is, above the bottom bar.
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector('input')?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <form
      ref={ref}
      noValidate
      className="flex flex-col gap-3 rounded-2xl bg-blue-50/60 p-4 ring-1 ring-blue-100"
      onSubmit={form.handleSubmit((input) => create.mutate(input, { onSuccess: (answer) => onCreated(answer.invite) }))}
      data-testid="pot-invite-form"
    >
      <TextField
        label={t('pots.invite.share')}
        type="number"
        inputMode="numeric"
        min={MIN_SHARE_PERCENT}
        max={MAX_SHARE_PERCENT}
        step={1}
        hint={t('pots.invite.shareHint', { min: MIN_SHARE_PERCENT, max: MAX_SHARE_PERCENT })}
        // Every refusal of this field means the same: not a whole number from 1 to 99.
        error={error ? t('validation.potShare') : undefined}
        data-testid="pot-invite-share"
        {...form.register('sharePercent', { valueAsNumber: true })}
      />
      {theirs !== null && rest !== null && rest >= 0 && (
        <p className="text-sm text-slate-800" aria-live="polite" data-testid="pot-invite-split">
          {t('pots.invite.split', { theirs: money(theirs), total: money(totalCents), rest: money(rest) })}
        </p>
      )}
      {create.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(create.error, t)}
        </p>
      )}
      <Button type="submit" busy={create.isPending} data-testid="pot-invite-submit">
        {t('pots.invite.submit')}
      </Button>
      <Button variant="ghost" onClick={onClose}>
        {t('pots.invite.close')}
      </Button>
    </form>
  );
}

const SHARE_LINK_CLASS =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** The invitation made: its link, to copy or send (WhatsApp first, then SMS, then the phone's own share sheet). */
export function InviteLink({ invite, onDone }: { invite: PotInvite; onDone(): void }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { user } = useAuth();
  const url = invite.url ?? '';
  const text = t('pots.link.text', { name: user?.firstName ?? '', url });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    if (await copyText(url)) toast({ title: t('pots.link.copied'), variant: 'success' });
    else toast({ title: t('pots.link.copyFailed'), variant: 'destructive' });
  };
  const share = () => {
    navigator.share({ text }).catch(() => undefined); // closed by the person: nothing to say
  };
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-green-50 p-4 ring-1 ring-green-200" data-testid="pot-invite-created">
      <p role="status" className="font-semibold text-green-950">
        {t('pots.link.ready', { percent: percent(invite.sharePercent, locale), days: POT_INVITE_DAYS })}
      </p>
      <p
        className="rounded-xl bg-white px-3 py-2 text-slate-900 ring-1 ring-slate-200 [overflow-wrap:anywhere]"
        data-testid="pot-invite-link"
      >
        {url}
      </p>
      <Button variant="secondary" onClick={() => void copy()} data-testid="pot-invite-copy">
        <CopyIcon className="h-5 w-5" />
        {t('pots.link.copy')}
      </Button>
      <a
        className={`${SHARE_LINK_CLASS} bg-green-700 text-white hover:bg-green-800`}
        href={whatsappShareLink(text)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="pot-invite-whatsapp"
      >
        <SupportIcon className="h-5 w-5" />
        {t('pots.link.whatsapp')}
      </a>
      <a
        className={`${SHARE_LINK_CLASS} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}
        href={smsShareLink(text)}
        data-testid="pot-invite-sms"
      >
        <PhoneIcon className="h-5 w-5" />
        {t('pots.link.sms')}
      </a>
      {canShare && (
        <Button variant="secondary" onClick={share} data-testid="pot-invite-share-sheet">
          {t('pots.link.share')}
        </Button>
      )}
      <p className="text-sm text-slate-700">{t('pots.link.validUntil', { date: formatDate(invite.expiresAt, locale) })}</p>
      <Button variant="ghost" onClick={onDone}>
        {t('pots.link.done')}
      </Button>
    </div>
  );
}
