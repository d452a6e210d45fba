import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { useOperators, useSetOperatorEnabled, useSyncCatalogue } from './settings-api';

/** Operators by name or country code, each with its switch: off hides it from the catalogue and refuses its quotes. */
export function OperatorSwitches() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const operators = useOperators(search);
  const toggle = useSetOperatorEnabled();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };
  return (
    <Card title={t('admin.settings.operators.title')}>
      <p className="mb-3 text-slate-700">{t('admin.settings.operators.intro')}</p>
      <form
        role="search"
        aria-label={t('admin.settings.operators.search')}
        onSubmit={submit}
        className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          className="flex-1"
          label={t('admin.settings.operators.search')}
          placeholder={t('admin.settings.operators.placeholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" variant="secondary" fullWidth={false}>
          {t('admin.settings.operators.find')}
        </Button>
      </form>
      {toggle.isError && (
        <p role="alert" className="mb-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {errorMessage(toggle.error, t)}
        </p>
      )}
      {operators.isPending ? (
        <LoadingLine />
      ) : operators.isError ? (
        <LoadError framed error={operators.error} onRetry={() => void operators.refetch()} />
      ) : operators.data.length === 0 ? (
        <p className="text-slate-700">{t('admin.settings.operators.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="operator-switches">
          {operators.data.map((operator) => (
            <li key={operator.id}>
              <Switch
                label={`${operator.name} (${operator.countryIso})`}
                description={[
                  operator.enabled ? t('admin.settings.operators.on') : t('admin.settings.operators.off'),
                  operator.active ? null : t('admin.settings.operators.notOffered'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                checked={operator.enabled}
                disabled={toggle.isPending}
                onCheckedChange={(enabled) => toggle.mutate({ id: operator.id, enabled })}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Copies the aggregator's catalogue now instead of at the next scheduled sync. */
export function CatalogueSync() {
  const { t } = useTranslation();
  const sync = useSyncCatalogue();
  return (
    <Card title={t('admin.settings.sync.title')}>
      <p className="mb-3 text-slate-700">{t('admin.settings.sync.intro')}</p>
      <Button
        variant="secondary"
        fullWidth={false}
        busy={sync.isPending}
        onClick={() =>
          sync.mutate(undefined, {
            onSuccess: (result) =>
              toast({
                title: result.synced
                  ? t('admin.settings.sync.done', { operators: result.operators, countries: result.countries })
                  : t('admin.settings.sync.noAggregator'),
              }),
          })
        }
      >
        {t('admin.settings.sync.button')}
      </Button>
      {sync.isError && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {errorMessage(sync.error, t)}
        </p>
      )}
    </Card>
  );
}
