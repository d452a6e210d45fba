import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueCountry } from '../../../shared/api/topups';
import { formatMoney } from '../../../shared/money';
import { useLanguage } from '../../i18n/language';
import { Loader } from '../../ui/Loader';
import { TextField } from '../../ui/TextField';
import { callingPrefix, countryName, POPULAR_COUNTRIES } from './format';
import { CountryBadge } from './parts';
import { LoadError } from '../../ui/LoadError';
import { useCountries } from './topups-api';

interface ListedCountry extends CatalogueCountry {
  label: string;
  prefix: string;
}

/**
 * Rows of the full list drawn with the screen itself. The catalogue has ~230 countries, and most people pick a
 * popular one or type: drawing and laying out all of them held a cheap phone's main thread for one long task
 * (bench/web-cpu.ts, /send-topup), which Preact does not slice. The rest are drawn only when the person comes
 * near them (DrawWhenNear); until then their place is held, so the page's height and scroll bar are true.
 */
const FIRST_ROWS = 24;

/**
 * A row's height (py-2 around a line of text and a line of text-sm: 3.75 rem) and the gap below it (gap-1,
 * 0.25 rem), in rem so that the held place grows with the person's font size as the rows do.
 */
const ROW_PITCH_REM = 4;
const ROW_GAP_REM = 0.25;

/** How far beyond the screen's edge a held place starts being drawn: a screen ahead, so scrolling finds rows. */
const DRAW_AHEAD_MARGIN = '100% 0px';

/** Lower case without accents, so "haiti" finds "Haïti" and "republica" finds "República". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Does the country match what was typed: its name (the reader's or English), its ISO code, or its calling code? */
function matchesCountry(country: ListedCountry, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  const digits = q.replace(/[^\d]/g, '');
  if (digits && /^[+\d\s()-]+$/.test(q)) {
    const codes = [country.prefix, country.callingCode].map((code) => code.replace(/\D/g, ''));
    return codes.some((code) => code.startsWith(digits) || (digits.startsWith(code) && code.length > 0));
  }
  if (q.length === 2 && country.iso.toLowerCase() === q) return true;
  return fold(country.label).includes(q) || fold(country.name).includes(q);
}

/** Step 1: the destination, popular ones first, then all of them; type-ahead by name or calling code. */
export function CountryStep({ selected, onSelect }: { selected: string | null; onSelect(iso: string): void }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const countries = useCountries();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [allDrawn, setAllDrawn] = useState(false);

  const listed = useMemo<ListedCountry[]>(() => {
    const all = (countries.data ?? []).map((c) => ({
      ...c,
      label: countryName(c.iso, locale, c.name),
      prefix: callingPrefix(c.iso, c.callingCode),
    }));
    return all.sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [countries.data, locale]);

  if (countries.isPending) return <Loader message={t('topups.country.loading')} />;
  if (!countries.data) return <LoadError framed error={countries.error} onRetry={() => void countries.refetch()} />;

  const searching = deferred.trim().length > 0;
  const matches = listed.filter((c) => matchesCountry(c, deferred));
  const popular = POPULAR_COUNTRIES.map((iso) => listed.find((c) => c.iso === iso)).filter((c): c is ListedCountry => Boolean(c));

  // aria-setsize/posinset: a screen reader counts the whole list, drawn or not.
  const item = (country: ListedCountry, index?: number) => (
    <li
      key={country.iso}
      aria-setsize={index === undefined ? undefined : listed.length}
      aria-posinset={index === undefined ? undefined : index + 1}
    >
      <button
        type="button"
        onClick={() => onSelect(country.iso)}
        aria-pressed={selected === country.iso}
        data-testid={`country-${country.iso}`}
        className={`flex min-h-14 w-full items-center gap-3 rounded-2xl px-3 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
          selected === country.iso ? 'bg-blue-50 ring-2 ring-blue-700' : 'hover:bg-slate-100'
        }`}
      >
        <CountryBadge iso={country.iso} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-semibold text-slate-900">{country.label}</span>
          <span className="text-sm text-slate-700">
            <span className="tabular-nums">{country.prefix}</span> ·{' '}
            {t('topups.country.from', { amount: formatMoney(country.fromCents, locale) })}
          </span>
        </span>
      </button>
    </li>
  );

  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('topups.country.searchLabel')}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('topups.country.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-controls="country-results"
      />
      <div id="country-results">
        {searching ? (
          <>
            <p role="status" className="mb-2 text-sm text-slate-600">
              {matches.length
                ? t('topups.country.results', { n: matches.length })
                : t('topups.country.noMatch', { query: deferred.trim() })}
            </p>
            <ul className="flex flex-col gap-1">{matches.map((country) => item(country))}</ul>
          </>
        ) : (
          <>
            <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-600">{t('topups.country.popular')}</h3>
            <ul className="mb-5 flex flex-col gap-1">{popular.map((country) => item(country))}</ul>
            <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-600">
              {t('topups.country.all', { n: listed.length })}
            </h3>
            <ul className="flex flex-col gap-1">
              {(allDrawn ? listed : listed.slice(0, FIRST_ROWS)).map((country, index) => item(country, index))}
              {!allDrawn && listed.length > FIRST_ROWS && (
                <DrawWhenNear rows={listed.length - FIRST_ROWS} onNear={() => setAllDrawn(true)} />
              )}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * Holds the place of the rows not drawn yet and calls `onNear` once it comes within a screen of being seen
 * (scrolling, or the keyboard moving focus down the list). Without IntersectionObserver, at once.
 */
function DrawWhenNear({ rows, onNear }: { rows: number; onNear(): void }) {
  const place = useRef<HTMLLIElement>(null);
  const near = useRef(onNear);
  near.current = onNear;
  useEffect(() => {
    const target = place.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      near.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near.current();
      },
      { rootMargin: DRAW_AHEAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  // Less one gap: the list's own gap already sits between the last drawn row and this place.
  return <li ref={place} aria-hidden="true" style={{ height: `${rows * ROW_PITCH_REM - ROW_GAP_REM}rem` }} />;
}
