import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { identityApi, productAuthApi } from './identity-api';

/**
 * "Continue with …" for each configured OIDC provider. It leaves for the provider's page (a redirect, not a
 * popup); the result is read when the app starts again (AuthProvider). On /register it carries the
 * referral code typed, which counts only if this sign-in creates the account.
 */
export function FederatedSignIn({ disabled, referralCode }: { disabled?: boolean; referralCode?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const providers = useQuery({ queryKey: ['auth', 'providers'], queryFn: productAuthApi.providers });
  const federated = providers.data?.federated ?? [];
  if (federated.length === 0) return null;

  const start = async (providerId: string) => {
    setBusy(true);
    try {
      const { url } = await identityApi.signInFederated(providerId, referralCode);
      window.location.assign(url);
    } catch (error) {
      setBusy(false); // a failure resets the busy state (docs/product-rules.md#sign-in-flow)
      toast({ title: t('auth.loginFailed'), description: errorMessage(error, t), variant: 'destructive' });
    }
  };

  return (
    <div className="mt-5">
      <p className="relative mb-4 text-center text-sm text-slate-600 before:absolute before:top-1/2 before:left-0 before:h-px before:w-[40%] before:bg-slate-200 after:absolute after:top-1/2 after:right-0 after:h-px after:w-[40%] after:bg-slate-200">
        {t('auth.orContinueWith')}
      </p>
      {federated.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          busy={busy}
          disabled={disabled}
          onClick={() => start(provider.id)}
          data-testid="federated-sign-in"
        >
          {t('auth.continueWith', { provider: provider.name })}
        </Button>
      ))}
    </div>
  );
}
