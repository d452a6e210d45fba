import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearKeptNotes, oldestKeptAnswer, useOnline } from '../lib/offline-data';

/**
 * Back online after showing kept copies (ADR 0037): the screens on show ask the server again; an answer
 * that still comes from the copy puts the banner back, with its time. Nothing is re-sent: queries are reads; a refused send
 * stays refused until the person presses again.
 */
export function RefreshWhenBackOnline() {
  const queryClient = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    if (!online || oldestKeptAnswer() === null) return;
    clearKeptNotes();
    void queryClient.invalidateQueries();
  }, [online, queryClient]);
  return null;
}
