/**
 * The sandbox framework: stand-ins for outside services (aggregator, PayPal, SMS, mail, OIDC) that
 * speak the real wire protocol on loopback. `npm start` and the tests start them; production never does,
 * because there the adapters are configured with the real services' URLs.
 */
export interface RunningSandbox {
  name: string;
  /** What a person should know: where it listens and, for those with one, where its web page is. */
  listeningOn: string;
  /** Environment the product reads to reach it, e.g. { SMTP_URL: 'smtp://127.0.0.1:2525' }. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export interface Sandbox {
  name: string;
  start(options: { host: string }): Promise<RunningSandbox>;
}

/**
 * Starts the sandboxes side by side (they need nothing of each other): the OIDC and PayPal keys are made on
 * the thread pool while the aggregator builds its catalogue. If one fails, the others are stopped before
 * rethrowing. Returned in the order given.
 */
export async function startSandboxes(sandboxes: readonly Sandbox[], host = '127.0.0.1'): Promise<RunningSandbox[]> {
  const started = await Promise.allSettled(sandboxes.map((sandbox) => sandbox.start({ host })));
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopSandboxes(running);
    throw failed.reason;
  }
  return running;
}

export async function stopSandboxes(running: readonly RunningSandbox[]): Promise<void> {
  await Promise.allSettled([...running].reverse().map((sandbox) => sandbox.stop()));
}
