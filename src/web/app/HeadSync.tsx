import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { buildPageHead } from '../../shared/seo/head';
import { applyHead, publicOrigin } from '../lib/head';
import { useLanguage } from '../i18n/language';

/** Keeps <head> (title, description, canonical, alternates…) in step with the route and the language. */
export function HeadSync() {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const [origin] = useState(publicOrigin);
  useEffect(() => {
    applyHead(buildPageHead(pathname, language, origin));
  }, [pathname, language, origin]);
  return null;
}
