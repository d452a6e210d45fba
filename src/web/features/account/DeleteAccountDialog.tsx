import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorMessage, fieldMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import { useAuth } from '../auth';
import { PasswordField } from '../../ui/PasswordField';
import { accountApi } from './account-api';

/** How long the "account deleted" message stays before the person is signed out (spec: "shortly afterwards"). */
const SIGN_OUT_AFTER_DELETE_MS = 1500;

/** The Delete account card of Profile and Settings: what it means, and the button that opens the dialog. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card title={t('deleteAccount.heading')}>
      <p className="mb-4 text-slate-700">{t('deleteAccount.summary')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('deleteAccount.open')}
      </Button>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}

/**
 * Confirms deleting the account: says what is erased and what the law makes us keep, asks for the password
 * when the account has one, and signs the person out shortly after it is done.
 */
function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const { user, signOut, establish } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [deleted, setDeleted] = useState(false);
  const needsPassword = user?.hasPassword !== false;

  const deletion = useMutation({
    mutationFn: () => accountApi.deleteAccount(needsPassword ? password : undefined),
    onSuccess: () => {
      setDeleted(true);
      toast({ title: t('deleteAccount.successTitle'), description: t('deleteAccount.successDescription'), variant: 'success' });
      setTimeout(() => {
        // The server already ended the session; a failed sign-out only means there was nothing left to end.
        void signOut()
          .catch(() => establish().catch(() => undefined))
          .finally(() => navigate('/', { replace: true }));
      }, SIGN_OUT_AFTER_DELETE_MS);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.password) {
        setPasswordError(fieldMessage(error.fields.password, t));
        return;
      }
      const description =
        !needsPassword && error instanceof ApiError && error.status === 403
          ? t('deleteAccount.signInAgain')
          : error instanceof ApiError && error.reason
            ? errorMessage(error, t) // money still on its way: what to wait for
            : t('deleteAccount.failedDescription');
      toast({ title: t('deleteAccount.failedTitle'), description, variant: 'destructive' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsPassword && !password) {
      setPasswordError(t('deleteAccount.passwordRequired'));
      return;
    }
    setPasswordError(undefined);
    deletion.mutate();
  };

  const changeOpen = (next: boolean) => {
    if (deletion.isPending || deleted) return; // nothing to cancel once it is under way
    if (!next) {
      setPassword('');
      setPasswordError(undefined);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen} title={t('deleteAccount.title')} description={t('deleteAccount.cannotUndo')}>
      {deleted ? (
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 font-medium text-emerald-950">
          {t('deleteAccount.signingOut')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div>
            <h3 className="font-semibold text-slate-900">{t('deleteAccount.erasedHeading')}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
              <li>{t('deleteAccount.erasedIdentity')}</li>
              <li>{t('deleteAccount.erasedSecurity')}</li>
              <li>{t('deleteAccount.erasedSettings')}</li>
            </ul>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">{t('deleteAccount.keptHeading')}</h3>
            <p className="mt-1 text-slate-700">{t('deleteAccount.kept')}</p>
            <p className="mt-1 text-slate-700">{t('deleteAccount.leftover')}</p>
          </div>
          {needsPassword ? (
            <PasswordField
              label={t('deleteAccount.passwordLabel')}
              hint={t('deleteAccount.passwordHint')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setPasswordError(undefined);
              }}
              error={passwordError}
            />
          ) : (
            <p className="rounded-2xl bg-amber-50 p-4 text-amber-950">{t('deleteAccount.recentSignIn')}</p>
          )}
          <Button type="submit" variant="danger" busy={deletion.isPending}>
            {deletion.isPending ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => changeOpen(false)} disabled={deletion.isPending}>
            {t('deleteAccount.cancel')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
