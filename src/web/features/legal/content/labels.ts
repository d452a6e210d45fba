import type { Language } from '../../../../shared/i18n/languages';

/**
 * The heading of the in-page table of contents. Kept beside the documents (not in the shared i18n catalogs)
 * because only the legal pages use it; move it to a `legal.contents` catalog key if another screen needs it.
 */
export const tableOfContentsLabel: Record<Language, string> = {
  en: 'Contents',
  fr: 'Sommaire',
  es: 'Índice',
  pt: 'Sumário',
  ht: 'Sa ki nan dokiman an',
};
