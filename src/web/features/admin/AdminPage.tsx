import * as Tabs from '@radix-ui/react-tabs';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppShell } from '../../ui/AppShell';
import { ButtonLink } from '../../ui/ButtonLink';
import { LoadingLine } from '../../ui/LoadingLine';
import { useShellPerson } from '../../ui/shell-person';
import { ADMIN_TABS, isAdminTab } from './tabs';

/**
 * /admin (docs/product-rules.md#admin-access): the staff's tabs. Rights are decided by the server on every
 * /api/admin call (403 for anyone else); this screen only spares a non-admin a page of refusals by telling
 * them plainly that it is for staff.
 */
export default function AdminPage() {
  const { t } = useTranslation();
  const person = useShellPerson();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current = isAdminTab(requested) ? requested : 'overview';

  if (!person?.isAdmin) {
    return (
      <AppShell title={t('admin.title')}>
        <section role="status" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70" data-testid="admin-staff-only">
          <h2 className="text-lg font-semibold text-slate-900">{t('admin.staffOnly.title')}</h2>
          <p className="mt-2 text-slate-700">{t('admin.staffOnly.body')}</p>
          <div className="mt-4">
            <ButtonLink to="/dashboard">{t('admin.staffOnly.back')}</ButtonLink>
          </div>
        </section>
      </AppShell>
    );
  }

  return (
    <AppShell title={t('admin.title')} wide>
      <Tabs.Root value={current} onValueChange={(tab) => setParams({ tab }, { replace: true })} activationMode="manual">
        {/* The tabs wrap onto a second line on a phone: all six in sight, none cut at the edge (docs/product-rules.md#small-screens). */}
        <Tabs.List aria-label={t('admin.tabsLabel')} className="mb-5 flex flex-wrap gap-x-1 border-b border-slate-200">
          {ADMIN_TABS.map(({ id }) => (
            <Tabs.Trigger
              key={id}
              value={id}
              className="min-h-11 shrink-0 rounded-t-xl px-3 text-sm font-semibold text-slate-600 focus-visible:outline-2 focus-visible:outline-blue-600 data-[state=active]:border-b-2 data-[state=active]:border-blue-700 data-[state=active]:text-blue-800"
            >
              {t(`admin.tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map(({ id, Tab }) => (
          <Tabs.Content key={id} value={id} className="focus-visible:outline-2 focus-visible:outline-blue-600">
            {id === current && (
              <Suspense fallback={<LoadingLine />}>
                <Tab />
              </Suspense>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </AppShell>
  );
}
