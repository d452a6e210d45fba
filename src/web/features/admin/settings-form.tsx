import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingEntry, SettingKey } from '../../../shared/api/admin-settings';
import { formatMoney } from '../../../shared/money';
import { useLanguage } from '../../i18n/language';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { useUpdateSetting } from './settings-api';
import { formatDateTime } from '../../../shared/dates';
import { formatPercent } from '../../../shared/intl';

/** One number of a setting: its dotted path in the value, and how staff type it (dollars, percent, minutes). */
export interface SettingField {
  path: string;
  label: string;
  unit: 'money' | 'percent' | 'minutes';
}

type Flat = Record<string, number>;

function flatten(value: unknown, prefix = ''): Flat {
  const flat: Flat = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof inner === 'number') flat[path] = inner;
    else if (inner && typeof inner === 'object') Object.assign(flat, flatten(inner, path));
  }
  return flat;
}

function unflatten(flat: Flat): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [path, number] of Object.entries(flat)) {
    const keys = path.split('.');
    let at = value;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[keys.at(-1)!] = number;
  }
  return value;
}

/** Stored as cents or basis points (hundredths); typed as dollars or percent with up to two decimals. */
const toText = (unit: SettingField['unit'], stored: number) => (unit === 'minutes' ? String(stored) : (stored / 100).toFixed(2));
function fromText(unit: SettingField['unit'], text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (unit === 'minutes') return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(trimmed);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/** A setting's numbers in words: "Top-up fee (%): 2% · ...". */
function useDescribe(fields: SettingField[]) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (value: unknown) => {
    const flat = flatten(value ?? {});
    return fields
      .map(({ path, label, unit }) => {
        const stored = flat[path] ?? 0;
        const shown =
          unit === 'money'
            ? formatMoney(stored, locale)
            : unit === 'percent'
              ? formatPercent(stored, locale)
              : t('admin.settings.minutes', { count: stored });
        return `${label}: ${shown}`;
      })
      .join(' · ');
  };
}

/**
 * One setting as a form: its numbers, who changed it last and when, and the value before. Saving asks the
 * server (step-up, validated per key); a refused value shows on its field and changes nothing.
 */
export function SettingForm({
  entry,
  title,
  intro,
  fields,
}: {
  entry: SettingEntry;
  title: string;
  intro: string;
  fields: SettingField[];
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const describe = useDescribe(fields);
  const update = useUpdateSetting(entry.key as SettingKey);
  const initial = () => Object.fromEntries(fields.map(({ path, unit }) => [path, toText(unit, flatten(entry.value)[path] ?? 0)]));
  const [texts, setTexts] = useState<Record<string, string>>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  // A save (here or by another admin, read again) shows the value in force.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setTexts(initial()), [JSON.stringify(entry.value)]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const flat: Flat = {};
    const found: Record<string, string> = {};
    for (const { path, unit } of fields) {
      const number = fromText(unit, texts[path] ?? '');
      if (number === null) found[path] = t(unit === 'minutes' ? 'admin.settings.errors.wholeMinutes' : 'admin.settings.errors.number');
      else flat[path] = number;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(unflatten(flat), {
      onSuccess: () => toast({ title: t('admin.settings.saved', { what: title }) }),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const refused: Record<string, string> = {};
        for (const field of Object.keys(error.fields)) {
          const path = field.replace(/^value\.?/, '');
          const target = fields.find((f) => f.path === path)?.path ?? fields[0]!.path;
          refused[target] = t('admin.settings.errors.refused');
        }
        setProblems(refused);
      },
    });
  };

  const changedAt = entry.changedAt ? formatDateTime(entry.changedAt, locale) : null;
  const headingId = `setting-${entry.key}`;
  return (
    <Card title={title}>
      <p className="mb-3 text-slate-700">{intro}</p>
      <form onSubmit={submit} noValidate aria-labelledby={headingId} className="flex flex-col gap-4" data-testid={`setting-${entry.key}`}>
        <span id={headingId} className="sr-only">
          {title}
        </span>
        <div className="grid gap-3 sm:grid-cols-2 [&>*]:min-w-0">
          {fields.map(({ path, label, unit }) => (
            <TextField
              key={path}
              label={label}
              name={path}
              inputMode={unit === 'minutes' ? 'numeric' : 'decimal'}
              hint={t(`admin.settings.units.${unit}`)}
              value={texts[path] ?? ''}
              error={problems[path]}
              onChange={(e) => setTexts({ ...texts, [path]: e.target.value })}
            />
          ))}
        </div>
        <dl className="flex flex-col gap-1 text-sm text-slate-700">
          <div>
            <dt className="inline font-semibold">{t('admin.settings.source')} </dt>
            <dd className="inline">{t(entry.source === 'default' ? 'admin.settings.fromDefault' : 'admin.settings.fromDatabase')}</dd>
          </div>
          {entry.source === 'database' && (
            <>
              <div>
                <dt className="inline font-semibold">{t('admin.settings.previous')} </dt>
                <dd className="inline [overflow-wrap:anywhere]" data-testid={`previous-${entry.key}`}>
                  {describe(entry.previousValue)}
                </dd>
              </div>
              <div>
                <dt className="inline font-semibold">{t('admin.settings.changed')} </dt>
                <dd className="inline [overflow-wrap:anywhere]">
                  {t('admin.settings.changedBy', { who: entry.changedByEmail ?? entry.changedBy, when: changedAt })}
                </dd>
              </div>
            </>
          )}
        </dl>
        {update.isError && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            {errorMessage(update.error, t)}
          </p>
        )}
        <Button type="submit" busy={update.isPending} fullWidth={false} className="self-start">
          {t('admin.settings.save')}
        </Button>
      </form>
    </Card>
  );
}
