import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { ChevronDownIcon } from '../../ui/icons';
import { FAQ_ITEMS, matchingFaq } from './faq';

/**
 * The FAQ: a search box that narrows the questions as one types (every word must appear, accents aside),
 * and each question a native disclosure (<details>), which keyboards and screen readers know how to open.
 * It needs no server, so it works offline too.
 */
export function FaqCard() {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const entries = FAQ_ITEMS.map((item) => ({
    ...item,
    question: t(`support.faq.items.${item.id}.q`),
    answer: t(`support.faq.items.${item.id}.a`),
  }));
  const shown = matchingFaq(entries, query);
  return (
    <Card title={t('support.faq.heading')}>
      <div className="flex flex-col gap-1.5" role="search">
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
          {t('support.faq.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('support.faq.searchPlaceholder')}
          aria-describedby={`${searchId}-count`}
          className="min-h-12 rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-blue-600"
          data-testid="faq-search"
        />
      </div>
      <p id={`${searchId}-count`} className="mt-2 text-sm text-slate-600" aria-live="polite" data-testid="faq-count">
        {query.trim() ? t('support.faq.found', { count: shown.length }) : t('support.faq.all', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p className="mt-3 rounded-xl bg-slate-50 px-3 py-2 text-slate-800" data-testid="faq-none">
          {t('support.faq.none')}
        </p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-slate-200">
          {shown.map((entry) => (
            <li key={entry.id}>
              <details className="group" data-testid={`faq-${entry.id}`}>
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 [&::-webkit-details-marker]:hidden">
                  <span>{entry.question}</span>
                  <ChevronDownIcon className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
                </summary>
                <div className="flex flex-col gap-2 pb-4 text-slate-700">
                  <p>{entry.answer}</p>
                  {entry.link && (
                    <Link to={entry.link} className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline">
                      {t(`support.faq.items.${entry.id}.link`)}
                    </Link>
                  )}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
