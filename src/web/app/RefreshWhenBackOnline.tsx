import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { oldestKeptAnswer, useOnline } from '../lib/offline-data';

/**
 * Back online after showing kept copies (ADR 0037): the screens ask the server again, so the offline
 * banner goes only when what is shown is fresh. Nothing is re-sent: queries are reads; a refused send
 * stays refused until the person presses again.
 */
export function RefreshWhenBackOnline() {
  const queryClient = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    if (online && oldestKeptAnswer() !== null) void queryClient.invalidateQueries();
  }, [online, queryClient]);
  return null;
}
