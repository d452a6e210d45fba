import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetRequestForm } from '../../../shared/api/identity';
import { errorMessage, fieldMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { identityApi } from './identity-api';

/**
 * 'Reset Password' (docs/product-rules.md#password-reset): one email field, Cancel and Send Reset Link. Send is disabled while the
 * email is empty or a request runs. The answer is the same whether or not the email has an account.
 */
export function ResetPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('validation.emailRequired'));
      toast({ title: t('auth.emailRequiredTitle'), description: t('auth.emailRequiredDescription'), variant: 'destructive' });
      return;
    }
    const parsed = resetRequestForm.safeParse({ email });
    if (!parsed.success) return setError(fieldMessage(parsed.error.issues[0]?.message, t));
    setBusy(true);
    try {
      await identityApi.requestPasswordReset(parsed.data.email);
      toast({ title: t('auth.resetSent'), description: t('auth.resetSentDescription'), variant: 'success' });
      setEmail('');
      setError(undefined);
      onOpenChange(false);
    } catch (failure) {
      toast({ title: t('auth.resetFailed'), description: errorMessage(failure, t), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('auth.resetTitle')} description={t('auth.resetDescription')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <div className="flex gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('auth.cancel')}
          </Button>
          <Button type="submit" busy={busy} disabled={!email.trim()}>
            {busy ? t('auth.resetSending') : t('auth.resetSend')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
