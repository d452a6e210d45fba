import { Component, useEffect, useRef, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { noteScreenDidNotOpen } from '../lib/offline-data';
import { Button } from '../ui/Button';
import { Logo } from '../ui/Logo';
import { claimChunkReload, isChunkLoadError, serverReachable } from './chunk-errors';
import { forgetFailedScreens } from './lazy-screen';

interface Props {
  /** The screen's address: going elsewhere clears the error. */
  resetKey: string;
  children: ReactNode;
  /** A seam for tests. */
  reload?: () => void;
}

type State = { failed: false } | { failed: true; error: unknown };

/**
 * Catches what breaks a screen, above all its code failing to download, and offers Try again instead of
 * a blank page. A download that fails while the phone is online and Kredi answers most likely follows a
 * deploy that renamed the files (or a browser that remembers the failed download): the page reloads itself
 * once (claimChunkReload) to get the new ones.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (!isChunkLoadError(error) || navigator.onLine === false) return;
    // Reload only when Kredi answers: reloading without a network would leave the browser's own error page.
    void serverReachable().then((reachable) => {
      if (reachable && claimChunkReload()) (this.props.reload ?? (() => window.location.reload()))();
    });
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    forgetFailedScreens();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenError error={this.state.error} onRetry={this.retry} />;
  }
}

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOnline = () => navigator.onLine !== false;

/** What the person sees instead: what happened, Try again, and the way home. Back online, it tries by itself. */
function ScreenError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const download = isChunkLoadError(error);

  // While this shows, the connection banner says nothing of kept data: nothing kept is on show.
  useEffect(() => noteScreenDidNotOpen(), []);

  // A download that failed: the moment the connection returns, load the screen again. Read from the online
  // state above, not from an 'online' listener of its own: effects run after the paint (with Preact, up to a
  // frame later), and a listener added then would miss a connection that returned in between, which the
  // state catches up on when it subscribes.
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (download && wasOffline.current) {
      wasOffline.current = false;
      onRetry();
    }
  }, [online, download, onRetry]);

  const message = !online ? t('screenError.offline') : download ? t('screenError.download') : t('screenError.generic');
  return (
    <main
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 py-10 text-center"
      data-testid="screen-error"
    >
      <Logo size={48} />
      <h1 className="text-2xl font-bold text-slate-900">{t('screenError.title')}</h1>
      <p role="alert" className="text-slate-700">
        {message}
      </p>
      <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
      <a
        href="/"
        className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {t('screenError.home')}
      </a>
    </main>
  );
}
