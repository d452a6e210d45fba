import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { CodeField } from '../../ui/CodeField';
import { toast } from '../../ui/toast-store';
import { identityApi } from '../auth';
import { groupInFours, totpSecretOf } from './account-api';
import { CopyIcon } from '../../ui/icons';

const CODE = /^\d{6}$/;

/**
 * The second half of turning two-factor on: scan the QR code (or type the key), keep the recovery codes,
 * then confirm with a code from the app. Only that confirmation switches two-factor on.
 */
export function TwoFactorSetup({
  totpURI,
  backupCodes,
  onConfirmed,
  onCancel,
}: {
  totpURI: string;
  backupCodes: string[];
  onConfirmed(): Promise<void> | void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [qr, setQr] = useState<string | null | 'failed'>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const secret = totpSecretOf(totpURI);

  useEffect(() => {
    let live = true;
    // Loaded only when someone sets up two-factor: cheap phones should not download it with the page.
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(totpURI, { margin: 1, width: 224, errorCorrectionLevel: 'M' }))
      .then((url) => live && setQr(url))
      .catch(() => live && setQr('failed'));
    return () => {
      live = false;
    };
  }, [totpURI]);

  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(backupCodes.join('\n'));
      toast({ title: t('security.twoFactor.codesCopiedTitle'), description: t('security.twoFactor.codesCopied'), variant: 'success' });
    } catch {
      toast({
        title: t('security.twoFactor.copyFailed'),
        description: t('security.twoFactor.copyFailedDescription'),
        variant: 'destructive',
      });
    }
  };

  const confirm = useMutation({
    mutationFn: (value: string) => identityApi.verifyTotp(value, false),
    onSuccess: () => onConfirmed(),
    onError: (error) => setCodeError(errorMessage(error, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!CODE.test(code)) return setCodeError(t('validation.codeFormat'));
    confirm.mutate(code);
  };

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby={`${id}-tf-step-scan`}>
        <h3 id={`${id}-tf-step-scan`} className="font-semibold text-slate-900">
          {t('security.twoFactor.stepScan')}
        </h3>
        <p className="mt-1 text-slate-700">{t('security.twoFactor.scanHelp')}</p>
        <div className="mt-3 flex justify-center">
          {qr === 'failed' ? (
            <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-950">
              {t('security.twoFactor.qrFailed')}
            </p>
          ) : qr ? (
            <img src={qr} width={224} height={224} alt={t('security.twoFactor.qrAlt')} className="rounded-xl ring-1 ring-slate-200" />
          ) : (
            <div role="status" className="flex h-56 w-56 items-center justify-center rounded-xl bg-slate-100 text-slate-600">
              {t('common.loading')}
            </div>
          )}
        </div>
        <p className="mt-3 text-sm text-slate-700">{t('security.twoFactor.manualKey')}</p>
        <p
          className="mt-1 rounded-xl bg-slate-100 p-3 text-center font-mono text-base break-all text-slate-900 select-all"
          data-testid="totp-secret"
        >
          {groupInFours(secret)}
        </p>
      </section>

      <section aria-labelledby={`${id}-tf-step-codes`}>
        <h3 id={`${id}-tf-step-codes`} className="font-semibold text-slate-900">
          {t('security.twoFactor.stepCodes')}
        </h3>
        <p className="mt-1 text-slate-700">{t('security.twoFactor.codesHelp')}</p>
        <ul
          aria-label={t('security.twoFactor.codesLabel')}
          className="mt-3 grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-3 font-mono text-base text-slate-900"
        >
          {backupCodes.map((backup) => (
            <li key={backup} className="text-center">
              {backup}
            </li>
          ))}
        </ul>
        <Button variant="secondary" className="mt-3" onClick={() => void copyCodes()}>
          <CopyIcon className="h-5 w-5" />
          {t('security.twoFactor.copyCodes')}
        </Button>
      </section>

      <section aria-labelledby={`${id}-tf-step-confirm`}>
        <h3 id={`${id}-tf-step-confirm`} className="font-semibold text-slate-900">
          {t('security.twoFactor.stepConfirm')}
        </h3>
        <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-3">
          <CodeField
            label={t('security.twoFactor.codeLabel')}
            value={code}
            onChange={(digits) => {
              setCode(digits);
              setCodeError(undefined);
            }}
            error={codeError}
          />
          <Button type="submit" busy={confirm.isPending}>
            {confirm.isPending ? t('security.twoFactor.confirming') : t('security.twoFactor.confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={confirm.isPending}>
            {t('security.twoFactor.cancel')}
          </Button>
        </form>
      </section>
    </div>
  );
}
