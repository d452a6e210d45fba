import { formatDate } from '../../../../shared/dates';
import { localeOf, type Language } from '../../../../shared/i18n/languages';
import type { LegalDocument } from './types';

/** The day both legal documents last changed: one value, written out in each reader's language. */
const LEGAL_UPDATED_AT = '2026-11-21';

/** "Dènye mizajou: 21 novanm 2026": the document's own words around the date in its language. */
export function updatedLine(doc: LegalDocument, language: Language): string {
  return doc.updated(formatDate(LEGAL_UPDATED_AT, localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }));
}
