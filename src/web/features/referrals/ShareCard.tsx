import { useTranslation } from 'react-i18next';
import type { ReferralsOverview } from '../../../shared/api/referrals';
import { useLanguage } from '../../i18n/language';
import { useMoney } from '../../lib/use-money';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CopyIcon, MailIcon, PhoneIcon, SupportIcon } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import { copyText, emailLink, invitationLinkIn, smsLink, whatsappLink, type Invitation } from './share-links';

const SHARE_LINK_CLASS =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** The code and the link, each with its copy button, and the ways to send them. */
export function ShareCard({ overview }: { overview: ReferralsOverview }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { language } = useLanguage();
  const link = invitationLinkIn(overview.link, language);
  const invitation: Invitation = {
    subject: t('referrals.share.subject'),
    message: t('referrals.share.message', { link, code: overview.code, bonus: money(overview.bonusCents) }),
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async (text: string, what: 'code' | 'link') => {
    if (await copyText(text)) {
      toast({
        title: t('referrals.copied'),
        description: t(what === 'code' ? 'referrals.copiedCode' : 'referrals.copiedLink'),
        variant: 'success',
      });
    } else {
      toast({ title: t('referrals.copyFailed'), description: t('referrals.copyFailedBody'), variant: 'destructive' });
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title: invitation.subject, text: invitation.message });
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') await copy(link, 'link');
    }
  };

  return (
    <Card title={t('referrals.yourCode')}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="font-mono text-3xl font-bold tracking-[0.2em] text-slate-900" data-testid="referral-code">
            {overview.code}
          </span>
          <Button variant="secondary" fullWidth={false} onClick={() => void copy(overview.code, 'code')}>
            <CopyIcon className="h-5 w-5" />
            {t('referrals.copyCode')}
          </Button>
        </div>
        <div>
          <p className="text-sm font-semibold text-slate-800">{t('referrals.yourLink')}</p>
          <p className="mt-1 rounded-xl bg-slate-100 px-3 py-2 text-slate-900 [overflow-wrap:anywhere]" data-testid="referral-link">
            {link}
          </p>
          <Button variant="secondary" className="mt-2" onClick={() => void copy(link, 'link')}>
            <CopyIcon className="h-5 w-5" />
            {t('referrals.copyLink')}
          </Button>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{t('referrals.share.heading')}</h3>
          <div className="mt-2 grid grid-cols-1 gap-2 min-[400px]:grid-cols-3">
            <a className={SHARE_LINK_CLASS} href={whatsappLink(invitation)} target="_blank" rel="noopener noreferrer">
              <SupportIcon className="h-5 w-5" />
              {t('referrals.share.whatsapp')}
            </a>
            <a className={SHARE_LINK_CLASS} href={emailLink(invitation)}>
              <MailIcon className="h-5 w-5" />
              {t('referrals.share.email')}
            </a>
            <a className={SHARE_LINK_CLASS} href={smsLink(invitation)}>
              <PhoneIcon className="h-5 w-5" />
              {t('referrals.share.sms')}
            </a>
          </div>
          {canShare && (
            <Button className="mt-2" onClick={() => void shareNatively()}>
              {t('referrals.share.more')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
