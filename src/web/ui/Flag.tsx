import type { ReactElement } from 'react';
import type { LanguageOption } from '../../shared/i18n/languages';

type FlagCode = LanguageOption['flag'];

/**
 * Small flags drawn as SVG: emoji flags do not render on Windows and on many older Android phones,
 * so each language's flag is drawn here. Decorative: the language name always stands beside it.
 */
const FLAGS: Record<FlagCode, ReactElement> = {
  us: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="13" height={(20 * 7) / 13} fill="#3c3b6e" />
    </>
  ),
  fr: (
    <>
      <rect width="10" height="20" fill="#002654" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#ce1126" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  br: (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.5 27.5 10 15 17.5 2.5 10z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.2" fill="#002776" />
    </>
  ),
  ht: (
    <>
      <rect width="30" height="10" fill="#00209f" />
      <rect y="10" width="30" height="10" fill="#d21034" />
      <rect x="10.5" y="6.5" width="9" height="7" fill="#fff" />
      <rect x="13.5" y="9" width="3" height="3" fill="#016a16" />
    </>
  ),
};

export function Flag({ code, className = '' }: { code: FlagCode; className?: string }) {
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden="true"
      className={`inline-block h-4 w-6 shrink-0 overflow-hidden rounded-[3px] shadow-[0_0_0_1px_rgba(0,0,0,0.12)] ${className}`}
    >
      {FLAGS[code]}
    </svg>
  );
}
