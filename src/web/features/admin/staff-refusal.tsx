import { useMutation } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { CodeField } from '../../ui/CodeField';

/**
 * Why a staff action was refused. Actions that move money or rights need a second factor checked in this
 * session (ADR 0062): a sign-in on a trusted browser asked for none, and signing in again there would not
 * ask either, so the refusal itself asks for the authenticator's code, then the action can be repeated.
 */
export function StaffRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const needsCode = error instanceof ApiError && error.code === 'STEP_UP_REQUIRED';
  return (
    <div className="space-y-3 rounded-2xl bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
      <p role="alert">{needsCode ? t('admin.stepUp.ask') : errorMessage(error, t)}</p>
      {needsCode && <ConfirmWithCode />}
    </div>
  );
}

function ConfirmWithCode() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const confirm = useMutation({
    mutationFn: (digits: string) => request('/api/identity/two-factor/verify-totp', { body: { code: digits }, bearer: false }),
  });
  if (confirm.isSuccess) return <p role="status">{t('admin.stepUp.confirmed')}</p>;
  const submit = () => {
    if (code.length === 6) confirm.mutate(code);
  };
  // Not a <form>: the refusal sits inside the action's own form, and Enter here confirms, not the action.
  const enterConfirms = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };
  return (
    <div className="space-y-2 text-gray-900" onKeyDown={enterConfirms}>
      <CodeField
        label={t('admin.stepUp.codeLabel')}
        value={code}
        onChange={setCode}
        error={confirm.isError ? errorMessage(confirm.error, t) : undefined}
      />
      <Button type="button" busy={confirm.isPending} disabled={code.length !== 6} onClick={submit}>
        {t('admin.stepUp.confirm')}
      </Button>
    </div>
  );
}
