import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { askAgain, clearKeptNotes, oldestKeptAnswer, useOldestKeptAnswer, useOnline } from '../lib/offline-data';

/** Online yet still showing kept copies: the first new ask waits this long, each later one twice as long… */
export const FIRST_RETRY_MS = 3_000;
/** …up to this. */
export const MAX_RETRY_MS = 60_000;

/**
 * Back online after showing kept copies (ADR 0037): the screens on show ask the server again; an answer
 * that still comes from the copy puts the banner back, with its time. Nothing is re-sent: queries are reads; a refused send
 * stays refused until the person presses again.
 *
 * A connection that says it is back but answers nothing yet (the first moments after a tunnel, a captive
 * network) leaves the screens on their copies: they ask again, ever less often, until a fresh answer
 * takes the banner down, so it never stays up once the connection really works.
 */
export function RefreshWhenBackOnline() {
  const queryClient = useQueryClient();
  const online = useOnline();
  const onCopies = useOldestKeptAnswer() !== null;
  useEffect(() => {
    if (!online || oldestKeptAnswer() === null) return;
    clearKeptNotes();
    void queryClient.invalidateQueries();
  }, [online, queryClient]);

  useEffect(() => {
    if (!online || !onCopies) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const askAfter = (wait: number) => {
      timer = setTimeout(() => {
        void askAgain(() => queryClient.refetchQueries({ type: 'active' })).then(() => {
          if (!stopped && oldestKeptAnswer() !== null) askAfter(Math.min(wait * 2, MAX_RETRY_MS));
        });
      }, wait);
    };
    askAfter(FIRST_RETRY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [online, onCopies, queryClient]);
  return null;
}
