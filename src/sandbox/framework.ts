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

/** Starts each sandbox in turn; if one fails, the ones already started are stopped before rethrowing. */
export async function startSandboxes(sandboxes: readonly Sandbox[], host = '127.0.0.1'): Promise<RunningSandbox[]> {
  const running: RunningSandbox[] = [];
  try {
    for (const sandbox of sandboxes) running.push(await sandbox.start({ host }));
    return running;
  } catch (error) {
    await stopSandboxes(running);
    throw error;
  }
}

export async function stopSandboxes(running: readonly RunningSandbox[]): Promise<void> {
  await Promise.allSettled([...running].reverse().map((sandbox) => sandbox.stop()));
}
