import { useEffect, useSyncExternalStore } from 'react';

type Format = (e164: string) => string;

let format: Format | null = null;
let asked = false;
const listeners = new Set<() => void>();
const asStored: Format = (e164) => e164;

/** Once the format is in, every list shown re-renders with it. */
function provide(formatter: Format): void {
  format = formatter;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Numbers as people write them ("+509 37 12 3456") take libphonenumber's metadata, 29 KB gzip. A list
 * only showing numbers (history, upcoming schedules) asks for it once it has painted, when it has a
 * number to show, and shows them as stored (+50937123456) until it is in: the screen's first paint does
 * not wait for it, and a list with no numbers never loads it. Once in, it stays for every later list.
 * Offline, the numbers stay as stored and the next list asks again.
 */
export function usePhoneDisplay(needed: boolean): Format {
  const current = useSyncExternalStore(subscribe, () => format);
  useEffect(() => {
    if (!needed || current || asked) return;
    asked = true;
    import('./phone-format').then(
      (loaded) => provide(loaded.formatPhone),
      () => {
        asked = false;
      },
    );
  }, [needed, current]);
  return current ?? asStored;
}
