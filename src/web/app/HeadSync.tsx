import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { buildPageHead } from '../../shared/seo/head';
import { applyHead, publicOrigin } from '../lib/head';
import { useLanguage } from '../i18n/language';

/** Keeps <head> (title, description, canonical, alternates…) in step with the route and the language. */
export function HeadSync() {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  useEffect(() => {
    // Read here, not while rendering: the first screen is also rendered at build time (prerender.tsx).
    applyHead(buildPageHead(pathname, language, publicOrigin()));
  }, [pathname, language]);
  return null;
}
