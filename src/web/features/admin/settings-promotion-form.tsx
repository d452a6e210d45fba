import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPromotion, PromotionInput } from '../../../shared/api/admin-settings';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { useSavePromotion } from './settings-api';

type Draft = Record<string, string> & { type: 'percentage' | 'fixed'; kind: PromotionInput['kind'] };

const hundredths = (value: number | null) => (value === null ? '' : (value / 100).toFixed(2));
const day = (iso: string) => iso.slice(0, 10);

function draftOf(p: AdminPromotion | null): Draft {
  const draft: Draft = {
    code: p?.code ?? '',
    kind: p?.kind ?? 'promotion',
    type: p?.type ?? 'percentage',
    value: p ? hundredths(p.value) : '',
    minAmount: p ? hundredths(p.minAmountCents) : '0.00',
    maxDiscount: p ? hundredths(p.maxDiscountCents) : '',
    startsAt: p ? day(p.startsAt) : new Date().toISOString().slice(0, 10),
    validUntil: p ? day(p.validUntil) : '',
    usesPerUser: p?.usesPerUser ? String(p.usesPerUser) : '',
    totalUsesLimit: p?.totalUsesLimit ? String(p.totalUsesLimit) : '',
    budget: p ? hundredths(p.budgetCents) : '',
    countries: p?.countryIsos.join(', ') ?? '',
  };
  for (const { code } of LANGUAGES) {
    draft[`title.${code}`] = p?.titles[code] ?? '';
    draft[`description.${code}`] = p?.descriptions[code] ?? '';
  }
  return draft;
}

/** "12.50" → 1250; "" → null; anything else → NaN (refused on its field). */
function parseHundredths(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(trimmed);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
}
function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Which draft field a server field code belongs to (`titles.ht` → `title.ht`). */
const DRAFT_FIELD: Record<string, string> = {
  minAmountCents: 'minAmount',
  maxDiscountCents: 'maxDiscount',
  budgetCents: 'budget',
  countryIsos: 'countries',
};
function draftFieldOf(server: string): string {
  if (server in DRAFT_FIELD) return DRAFT_FIELD[server]!;
  if (server.startsWith('countryIsos')) return 'countries';
  return server.replace(/^titles\./, 'title.').replace(/^descriptions\./, 'description.');
}

/** Create or edit one promotion: its rule and its title and description in each of the five languages. */
export function PromotionForm({ promotion, onDone }: { promotion: AdminPromotion | null; onDone(): void }) {
  const { t } = useTranslation();
  const save = useSavePromotion();
  const [draft, setDraft] = useState<Draft>(() => draftOf(promotion));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = (name: string) => (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const money = (name: string) => {
      const value = parseHundredths(draft[name] ?? '');
      if (Number.isNaN(value)) found[name] = t('admin.settings.errors.number');
      return value;
    };
    const whole = (name: string) => {
      const value = parseWhole(draft[name] ?? '');
      if (Number.isNaN(value) || value === 0) found[name] = t('admin.settings.errors.wholeNumber');
      return value;
    };
    const value = money('value');
    if (value === null) found.value = t('admin.settings.errors.required');
    if (!draft.validUntil) found.validUntil = t('admin.settings.errors.required');
    const texts = (prefix: string) =>
      Object.fromEntries(
        LANGUAGES.map(({ code }) => {
          const text = (draft[`${prefix}.${code}`] ?? '').trim();
          if (!text) found[`${prefix}.${code}`] = t('admin.settings.errors.required');
          return [code, text];
        }),
      ) as Record<Language, string>;
    const input = {
      code: (draft.code ?? '').trim() || null,
      kind: draft.kind,
      type: draft.type,
      value: value ?? 0,
      minAmountCents: money('minAmount') ?? 0,
      maxDiscountCents: money('maxDiscount'),
      startsAt: `${draft.startsAt}T00:00:00Z`,
      validUntil: `${draft.validUntil}T23:59:59Z`,
      usesPerUser: whole('usesPerUser'),
      totalUsesLimit: whole('totalUsesLimit'),
      budgetCents: money('budget'),
      firstTopupOnly: promotion?.firstTopupOnly ?? false,
      countryIsos: (draft.countries ?? '')
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
      operatorIds: promotion?.operatorIds ?? [],
      titles: texts('title'),
      descriptions: texts('description'),
    } satisfies PromotionInput;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: promotion?.id ?? null, input },
      {
        onSuccess: () => {
          toast({ title: t('admin.settings.promotions.saved') });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError)
            setProblems(
              Object.fromEntries(Object.keys(error.fields).map((field) => [draftFieldOf(field), t('admin.settings.errors.refused')])),
            );
        },
      },
    );
  };

  const field = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} name={name} value={draft[name] ?? ''} error={problems[name]} onChange={set(name)} {...extra} />
  );
  const select = 'min-h-12 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900';

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex min-w-0 flex-col gap-4 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4"
      data-testid="promotion-form"
    >
      <h3 className="text-lg font-bold text-slate-900">
        {promotion ? t('admin.settings.promotions.editTitle') : t('admin.settings.promotions.newTitle')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 [&>*]:min-w-0">
        {field('code', t('admin.settings.promotions.code'), {
          hint: t('admin.settings.promotions.codeHint'),
          autoCapitalize: 'characters',
        })}
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800">
          {t('admin.settings.promotions.type')}
          <select className={select} value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value as Draft['type'] })}>
            <option value="percentage">{t('admin.settings.promotions.percentage')}</option>
            <option value="fixed">{t('admin.settings.promotions.fixed')}</option>
          </select>
        </label>
        {field(
          'value',
          draft.type === 'percentage' ? t('admin.settings.promotions.valuePercent') : t('admin.settings.promotions.valueAmount'),
          {
            inputMode: 'decimal',
          },
        )}
        {field('minAmount', t('admin.settings.promotions.minAmount'), { inputMode: 'decimal' })}
        {field('maxDiscount', t('admin.settings.promotions.maxDiscount'), {
          inputMode: 'decimal',
          hint: t('admin.settings.promotions.emptyUnlimited'),
        })}
        {field('budget', t('admin.settings.promotions.budget'), {
          inputMode: 'decimal',
          hint: t('admin.settings.promotions.emptyUnlimited'),
        })}
        {field('usesPerUser', t('admin.settings.promotions.usesPerUser'), {
          inputMode: 'numeric',
          hint: t('admin.settings.promotions.emptyUnlimited'),
        })}
        {field('totalUsesLimit', t('admin.settings.promotions.totalUses'), {
          inputMode: 'numeric',
          hint: t('admin.settings.promotions.emptyUnlimited'),
        })}
        {field('startsAt', t('admin.settings.promotions.startsAt'), { type: 'date' })}
        {field('validUntil', t('admin.settings.promotions.validUntil'), { type: 'date' })}
        {field('countries', t('admin.settings.promotions.countries'), { hint: t('admin.settings.promotions.countriesHint') })}
      </div>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 font-semibold text-slate-900">{t('admin.settings.promotions.texts')}</legend>
        {LANGUAGES.map(({ code, name }) => (
          <div key={code} className="grid gap-3 sm:grid-cols-2 [&>*]:min-w-0">
            {field(`title.${code}`, t('admin.settings.promotions.titleIn', { language: name }), { lang: code })}
            {field(`description.${code}`, t('admin.settings.promotions.descriptionIn', { language: name }), { lang: code })}
          </div>
        ))}
      </fieldset>
      {save.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {errorMessage(save.error, t)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending} fullWidth={false}>
          {t('admin.settings.promotions.save')}
        </Button>
        <Button type="button" variant="secondary" fullWidth={false} onClick={onDone}>
          {t('admin.settings.promotions.cancel')}
        </Button>
      </div>
    </form>
  );
}
