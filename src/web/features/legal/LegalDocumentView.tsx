import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Language } from '../../../shared/i18n/languages';
import { tableOfContentsLabel } from './content/labels';
import type { LegalDocument } from './content/types';
import { updatedLine } from './content/updated';

/** An email address, or an in-app path such as /service-fees that starts a word or follows "(". */
const LINKABLE = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|(^|[\s(])(\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*)/g;

const LINK_CLASS =
  'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** Turns the email addresses and app paths written in a paragraph into links; everything else stays text. */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const [whole, email, prefix = '', path] = match;
    const start = match.index + (email ? 0 : prefix.length);
    if (start > last) parts.push(text.slice(last, start));
    if (email) {
      parts.push(
        <a key={start} href={`mailto:${email}`} className={LINK_CLASS}>
          {email}
        </a>,
      );
    } else if (path) {
      parts.push(
        <Link key={start} to={path} className={LINK_CLASS}>
          {path}
        </Link>,
      );
    }
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * One legal document (Privacy Policy, Terms of Service): title, date, introduction, a table of contents of
 * in-page links, then every section as a labelled region. `nav` is drawn above the title (the Back link).
 */
export function LegalDocumentView({ doc, language, nav }: { doc: LegalDocument; language: Language; nav?: ReactNode }) {
  return (
    <article lang={language} className="mx-auto w-full max-w-2xl px-5 pt-4 pb-16 text-slate-800 sm:px-8 sm:pt-8">
      {nav}
      <header className="mt-4">
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">{doc.title}</h1>
        <p className="mt-2 text-sm text-slate-600">{updatedLine(doc, language)}</p>
        <p className="mt-5 text-lg leading-relaxed text-slate-700">{linkify(doc.intro)}</p>
      </header>

      <nav aria-labelledby="legal-toc-title" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <p id="legal-toc-title" className="text-sm font-bold tracking-wide text-slate-900 uppercase">
          {tableOfContentsLabel[language]}
        </p>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-[0.95rem] marker:text-slate-500">
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={LINK_CLASS}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {doc.sections.map((section, index) => {
        const headingId = `${section.id}-heading`;
        return (
          <section key={section.id} id={section.id} aria-labelledby={headingId} className="mt-10 scroll-mt-6">
            <h2 id={headingId} className="text-xl leading-snug font-bold text-slate-900 sm:text-2xl">
              <span aria-hidden="true" className="mr-2 text-slate-600 tabular-nums">
                {index + 1}.
              </span>
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph, i) => (
              <p key={i} className="mt-3 leading-relaxed break-words text-slate-700">
                {linkify(paragraph)}
              </p>
            ))}
          </section>
        );
      })}
    </article>
  );
}
