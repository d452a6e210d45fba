import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language';
import { LegalDocumentView } from './LegalDocumentView';
import type { LegalDocuments } from './content/types';
import { BackIcon } from '../../ui/icons';

/** A legal document in the chosen language, with a Back link to Settings (where both pages are listed). */
export function LegalPage({ documents }: { documents: LegalDocuments }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <main className="min-h-dvh bg-slate-50">
      <LegalDocumentView
        doc={documents[language]}
        language={language}
        nav={
          <Link
            to="/settings"
            className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            <BackIcon className="h-5 w-5" />
            {t('common.back')}
          </Link>
        }
      />
    </main>
  );
}
