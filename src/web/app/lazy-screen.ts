import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;

/** What to do to let every screen whose download failed try again. */
const forgetters = new Set<() => void>();

/** Lets every screen whose code failed to download import it again at its next render (the Retry button). */
export function forgetFailedScreens(): void {
  for (const forget of forgetters) forget();
  forgetters.clear();
}

/**
 * A screen loaded on first use, like React.lazy, except that a failed download is not final: React.lazy
 * keeps a rejected import forever, so a screen opened offline would stay broken after the connection
 * returns. The failed attempt is kept (its error reaches the error boundary) until `forgetFailedScreens`,
 * after which the next render imports again.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let current: Screen | null = null;
  const attempt = (): Screen => {
    const screen: Screen = lazy(() =>
      load().catch((error: unknown) => {
        forgetters.add(() => {
          if (current === screen) current = null;
        });
        throw error;
      }),
    );
    return screen;
  };
  function LazyScreen() {
    current ??= attempt();
    return createElement(current);
  }
  return LazyScreen;
}
