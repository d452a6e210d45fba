import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../shared/product';
import { Logo } from './Logo';
import { Spinner, type LoaderSize, type LoaderTone } from './Spinner';

const LOGO_SIZE: Record<LoaderSize, number> = { small: 32, medium: 48, large: 72 };
const TEXT_SIZE: Record<LoaderSize, string> = { small: 'text-sm', medium: 'text-base', large: 'text-lg' };
const SURFACE: Record<LoaderTone, string> = {
  light: 'bg-white text-slate-700',
  dark: 'bg-slate-950 text-slate-100',
};

interface LoaderProps {
  /** Defaults to the generic 'Loading...'. */
  message?: string;
  size?: LoaderSize;
  tone?: LoaderTone;
  /** Covers the whole screen with the logo above the spinner. */
  fullScreen?: boolean;
}

/** The loader: logo, spinner and a message that screen readers announce politely. */
export function Loader({ message, size = 'medium', tone = 'light', fullScreen = false }: LoaderProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-4 ${SURFACE[tone]} ${fullScreen ? 'fixed inset-0 z-50' : 'py-16'}`}
    >
      {fullScreen && <Logo size={LOGO_SIZE[size]} />}
      <Spinner size={size} tone={tone} />
      <p className={`font-medium ${TEXT_SIZE[size]}`}>{message ?? t('common.loading')}</p>
    </div>
  );
}

/** What shows while the app decides who is signed in: 'Loading Kredi...'. */
export function AppLoader({ tone = 'light' }: { tone?: LoaderTone }) {
  const { t } = useTranslation();
  return <Loader fullScreen size="large" tone={tone} message={t('common.appLoading', { product: PRODUCT_NAME })} />;
}
