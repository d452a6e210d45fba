import type { ReactNode } from 'react';

/** A white, rounded surface grouping one topic; `title` becomes its heading. */
export function Card({
  title,
  children,
  className = '',
  headingLevel = 2,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 ${className}`}>
      {title && <Heading className="mb-3 text-lg font-bold text-slate-900">{title}</Heading>}
      {children}
    </section>
  );
}
