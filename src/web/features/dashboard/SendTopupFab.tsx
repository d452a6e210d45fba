import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlusIcon } from '../wallet/icons';

/**
 * Spec §2 floating add button: bottom right, above the bottom navigation, lined up with the content
 * column on wide screens. Its accessible name says where it goes: "Send a top-up".
 */
export function SendTopupFab() {
  const { t } = useTranslation();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30">
      <div className="mx-auto flex max-w-md justify-end px-4">
        <Link
          to="/send-topup"
          aria-label={t('home.fab')}
          title={t('home.fab')}
          data-testid="send-topup-fab"
          className="pointer-events-auto flex h-14 w-14 items-center justify-center rounded-full bg-yellow-400 text-slate-950 shadow-lg ring-1 ring-yellow-500 hover:bg-yellow-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <PlusIcon className="h-7 w-7" />
        </Link>
      </div>
    </div>
  );
}
