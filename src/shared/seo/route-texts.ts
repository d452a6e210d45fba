import type { Language } from '../i18n/languages.js';
import { en } from './texts/en.js';
import { fr } from './texts/fr.js';
import { es } from './texts/es.js';
import { pt } from './texts/pt.js';
import { ht } from './texts/ht.js';

/** Title, description and keywords of one page in one language. */
interface PageText {
  title: string;
  description: string;
  keywords: string;
}

/** The routes that carry their own metadata (docs/product-rules.md#page-metadata). */
export const META_ROUTES = [
  '/',
  '/login',
  '/register',
  '/send-topup',
  '/wallet',
  '/promotions',
  '/invite-friends',
  '/loyalty',
  '/service-fees',
  '/support',
  '/privacy-policy',
  '/terms-of-service',
] as const;
export type MetaRoute = (typeof META_ROUTES)[number];

export type RouteTexts = Record<MetaRoute | 'generic', PageText>;

/** Each language's texts live in texts/<lang>.ts. */
export const ROUTE_TEXTS: Record<Language, RouteTexts> = { en, fr, es, pt, ht };
