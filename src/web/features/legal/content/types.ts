import type { Language } from '../../../../shared/i18n/languages';

/** One section of a legal document; `id` is the in-page anchor and is the same in every language. */
interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

/** A legal page (Privacy Policy, Terms of Service) in one language. */
export interface LegalDocument {
  title: string;
  /** The "last updated" line in the document's language, around the date already formatted for it (updated.ts). */
  updated: (date: string) => string;
  intro: string;
  sections: LegalSection[];
}

/** The same document in each of the five languages. */
export type LegalDocuments = Record<Language, LegalDocument>;
