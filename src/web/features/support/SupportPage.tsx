import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppShell } from '../../ui/AppShell';
import { ContactCard } from './ContactCard';
import { FaqCard } from './FaqCard';
import { MyTickets, ticketPath } from './MyTickets';
import { TicketForm } from './TicketForm';
import { TicketThreadView } from './TicketThreadView';

/**
 * /support (docs/product-rules.md#support, ADR 0029): the FAQ, the 24/7 contact, the person's tickets and a new ticket.
 * `?ticket=<id>` opens one ticket's thread; `?topup=<id>` (from "Get help with this top-up") opens the form
 * first, with that top-up attached.
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ticketId = params.get('ticket');
  const topupId = params.get('topup');
  return (
    <AppShell title={t('support.title')}>
      {ticketId ? (
        <TicketThreadView id={ticketId} />
      ) : (
        <div className="flex flex-col gap-5">
          <p className="text-slate-700">{t('support.intro')}</p>
          {topupId ? (
            <>
              <FormFirst topupId={topupId} onDetach={() => void navigate('/support', { replace: true })} />
              <MyTickets />
              <ContactCard />
              <FaqCard />
            </>
          ) : (
            <>
              <FaqCard />
              <ContactCard />
              <MyTickets />
              <TicketForm topupId={null} onDetach={() => {}} onCreated={(id) => void navigate(ticketPath(id))} />
            </>
          )}
        </div>
      )}
    </AppShell>
  );
}

/** Coming from a top-up, the form is what the person came for: it comes first and gets the focus. */
function FormFirst({ topupId, onDetach }: { topupId: string; onDetach(): void }) {
  const navigate = useNavigate();
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    wrapper.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  return (
    <div ref={wrapper}>
      <TicketForm topupId={topupId} onDetach={onDetach} onCreated={(id) => void navigate(ticketPath(id))} />
    </div>
  );
}
