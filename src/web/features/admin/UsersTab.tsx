import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatPhone } from '../../lib/phone-format';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { TextField } from '../../ui/TextField';
import UserDetail from './UserDetail';
import { UserBadges } from './users-badges';
import { useUserSearch } from './users-api';

/**
 * The Users tab (docs/product-rules.md#admin-users): find a person by name, email or phone, then open their page. The open person
 * is `?user=<id>` in the address, so the page can be linked and survives a reload.
 */
export default function UsersTab() {
  const [params, setParams] = useSearchParams();
  const open = params.get('user');
  const show = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('user', id);
        else next.delete('user');
        return next;
      },
      { replace: false },
    );
  return open ? <UserDetail id={open} onBack={() => show(null)} /> : <UserSearch onOpen={show} />;
}

function UserSearch({ onOpen }: { onOpen(id: string): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const search = useUserSearch(query.q, query.page);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: draft.trim(), page: 1 });
  };

  return (
    <section aria-labelledby="users-heading" className="flex flex-col gap-4">
      <h2 id="users-heading" className="text-xl font-bold text-slate-900">
        {t('admin.users.heading')}
      </h2>
      <form
        onSubmit={submit}
        role="search"
        aria-label={t('admin.users.searchLabel')}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          label={t('admin.users.searchLabel')}
          hint={t('admin.users.searchHint')}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          className="sm:flex-1"
        />
        <Button type="submit" fullWidth={false}>
          {t('admin.users.search')}
        </Button>
      </form>
      {search.isPending ? (
        <LoadingLine />
      ) : search.isError ? (
        <LoadError framed error={search.error} onRetry={() => void search.refetch()} />
      ) : search.data.users.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">{t('admin.users.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="user-results">
          {search.data.users.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                onClick={() => onOpen(user.id)}
                className="flex min-h-12 w-full flex-col gap-1 rounded-2xl bg-white p-4 text-left ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                <span className="font-semibold text-slate-900">{user.name}</span>
                <span className="break-all text-sm text-slate-700">{user.email}</span>
                {user.phoneNumber && <span className="text-sm text-slate-700">{formatPhone(user.phoneNumber)}</span>}
                <UserBadges user={user} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {search.data && (query.page > 1 || search.data.hasMore) && (
        <nav aria-label={t('admin.users.pages')} className="flex gap-3">
          <Button variant="secondary" disabled={query.page === 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
            {t('admin.users.previous')}
          </Button>
          <Button variant="secondary" disabled={!search.data.hasMore} onClick={() => setQuery({ ...query, page: query.page + 1 })}>
            {t('admin.users.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
