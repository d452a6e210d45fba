/**
 * A wake-up for a job: runs it now when idle; while a run is in progress, once more after it, however many
 * wake-ups came meanwhile. Under load a nudge per request becomes back-to-back passes that each take what
 * is due, instead of a pass (and its claim query) per request.
 */
export function coalesced(work: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    do {
      again = false;
      await work().catch(onError);
    } while (again);
    running = false;
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
