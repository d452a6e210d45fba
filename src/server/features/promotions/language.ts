import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, type Language } from '../../../shared/i18n/languages.js';

/** The first of Accept-Language's languages (by weight) that Kredi speaks: "ht, fr;q=0.8" → ht; "pt-BR" → pt. */
export function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? null;
}

function cookieLanguage(cookies: string | undefined): Language | null {
  const value = cookies
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : null;
}

/**
 * The language of a request's texts: the language the web app shows (its cookie), else what the client
 * asks for (Accept-Language), else the person's own setting, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const own = request.actor?.user.language;
  return (
    cookieLanguage(request.headers.cookie) ??
    acceptedLanguage(request.headers['accept-language']) ??
    (isLanguage(own) ? own : DEFAULT_LANGUAGE)
  );
}
