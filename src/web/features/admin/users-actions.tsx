import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPerson } from '../../../shared/api/admin-users';
import { parseAmountToCents } from '../../../shared/money';
import { errorMessage } from '../../lib/error-message';
import { StaffRefusal } from './staff-refusal';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { staffCalls, useStaffAction } from './users-api';

type Open = 'block' | 'admin' | 'adjust' | null;

/**
 * The staff actions on one person. Block, admin rights and adjustments are confirmed in a dialog (and
 * stepped up on the server); each refusal is said in the dialog in the admin's language.
 */
export function UserActions({ user }: { user: StaffPerson }) {
  const { t } = useTranslation();
  const calls = staffCalls(user.id);
  const [open, setOpen] = useState<Open>(null);
  const unblock = useStaffAction(calls.unblock);
  const resend = useStaffAction(calls.resendVerification);
  const done = (title: string) => toast({ title, variant: 'success' });
  const failed = (error: unknown) =>
    toast({ title: t('admin.users.actionFailed'), description: errorMessage(error, t), variant: 'destructive' });

  return (
    <section aria-label={t('admin.users.actions')} className="flex flex-wrap gap-2">
      {user.blockedAt ? (
        <Button
          fullWidth={false}
          busy={unblock.isPending}
          onClick={() => unblock.mutate(undefined, { onSuccess: () => done(t('admin.users.unblocked')), onError: failed })}
        >
          {t('admin.users.unblock')}
        </Button>
      ) : (
        <Button variant="danger" fullWidth={false} onClick={() => setOpen('block')}>
          {t('admin.users.block')}
        </Button>
      )}
      <Button variant="secondary" fullWidth={false} onClick={() => setOpen('adjust')}>
        {t('admin.users.adjust')}
      </Button>
      <Button variant="secondary" fullWidth={false} onClick={() => setOpen('admin')}>
        {t(user.isAdmin ? 'admin.users.revokeAdmin' : 'admin.users.grantAdmin')}
      </Button>
      {!user.emailVerified && (
        <Button
          variant="secondary"
          fullWidth={false}
          busy={resend.isPending}
          onClick={() => resend.mutate(undefined, { onSuccess: () => done(t('admin.users.verificationSent')), onError: failed })}
        >
          {t('admin.users.resendVerification')}
        </Button>
      )}
      {open === 'block' && <BlockDialog user={user} onClose={() => setOpen(null)} onDone={done} />}
      {open === 'admin' && <AdminDialog user={user} onClose={() => setOpen(null)} onDone={done} />}
      {open === 'adjust' && <AdjustDialog user={user} onClose={() => setOpen(null)} onDone={done} />}
    </section>
  );
}

interface DialogProps {
  user: StaffPerson;
  onClose(): void;
  onDone(title: string): void;
}

function BlockDialog({ user, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const block = useStaffAction(staffCalls(user.id).block);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    block.mutate(reason, { onSuccess: () => (onDone(t('admin.users.blockedDone')), onClose()) });
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('admin.users.blockTitle', { name: user.name })}
      description={t('admin.users.blockBody')}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('admin.users.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          minLength={3}
          maxLength={500}
        />
        <StaffRefusal error={block.error} />
        <Button type="submit" variant="danger" busy={block.isPending}>
          {t('admin.users.blockConfirm')}
        </Button>
      </form>
    </Dialog>
  );
}

function AdminDialog({ user, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const setAdmin = useStaffAction(staffCalls(user.id).setAdmin);
  const grant = !user.isAdmin;
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t(grant ? 'admin.users.grantAdmin' : 'admin.users.revokeAdmin')}
      description={t(grant ? 'admin.users.grantBody' : 'admin.users.revokeBody', { name: user.name })}
    >
      <div className="flex flex-col gap-4">
        <StaffRefusal error={setAdmin.error} />
        <Button
          busy={setAdmin.isPending}
          onClick={() => setAdmin.mutate(grant, { onSuccess: () => (onDone(t('admin.users.rightsChanged')), onClose()) })}
        >
          {t('admin.users.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

function AdjustDialog({ user, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  // One key per dialog: clicking twice, or again after a lost answer, applies the adjustment once.
  const [key] = useState(() => crypto.randomUUID());
  const adjust = useStaffAction(staffCalls(user.id).adjust);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = parseAmountToCents(amount);
    if (!amountCents || amountCents <= 0) return setAmountError(t('admin.users.amountInvalid'));
    setAmountError(undefined);
    adjust.mutate(
      { key, direction, amountCents, reason },
      { onSuccess: (result) => (onDone(t('admin.users.adjusted', { balance: money(result.availableCents) })), onClose()) },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('admin.users.adjustTitle', { name: user.name })}
      description={t('admin.users.adjustBody')}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-slate-800">{t('admin.users.direction')}</legend>
          {(['credit', 'debit'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-slate-900">
              <input
                type="radio"
                name="direction"
                value={value}
                checked={direction === value}
                onChange={() => setDirection(value)}
                className="h-5 w-5"
              />
              {t(`admin.users.${value}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('admin.users.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amountError}
          required
        />
        <TextField
          label={t('admin.users.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          minLength={3}
          maxLength={500}
        />
        <StaffRefusal error={adjust.error} />
        <Button type="submit" busy={adjust.isPending}>
          {t('admin.users.adjustConfirm')}
        </Button>
      </form>
    </Dialog>
  );
}
