import type { LegalDocuments } from './types';
import { en } from './privacy/en';
import { fr } from './privacy/fr';
import { es } from './privacy/es';
import { pt } from './privacy/pt';
import { ht } from './privacy/ht';

/**
 * The Privacy Policy, written by hand in each language (not machine-translated).
 * Every language has the same sections, with the same ids, in the same order (legal-content.test.ts checks it).
 */
export const privacyPolicy: LegalDocuments = { en, fr, es, pt, ht };
