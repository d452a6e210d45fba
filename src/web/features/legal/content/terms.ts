import type { LegalDocuments } from './types';
import { en } from './terms/en';
import { fr } from './terms/fr';
import { es } from './terms/es';
import { pt } from './terms/pt';
import { ht } from './terms/ht';

/**
 * The Terms of Service, written by hand in each language (not machine-translated).
 * Every language has the same sections, with the same ids, in the same order (legal-content.test.ts checks it).
 */
export const termsOfService: LegalDocuments = { en, fr, es, pt, ht };
