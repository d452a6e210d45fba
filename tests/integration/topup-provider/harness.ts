import { randomUUID } from 'node:crypto';
import type { RunningSandbox } from '../../../src/sandbox/framework.js';
import { createAggregatorSandbox, type AggregatorSandboxOptions, type RecordedExchange } from '../../../src/sandbox/aggregator/index.js';
import { createTopupProvider, type TopupProviderOptions } from '../../../src/server/integrations/topup-provider/index.js';
import { sandboxControls, type ControlCall } from '../sandbox-harness.js';

/**
 * The aggregator sandbox on loopback, the adapter pointed at it, and the sandbox's controls. Tests start
 * it with PROCESSING settled by hand, the 2-minute rule off and a short hang for the timeout rows.
 */
export interface AggregatorHarness {
  sandbox: RunningSandbox;
  apiUrl: string;
  provider(overrides?: Partial<TopupProviderOptions>): ReturnType<typeof createTopupProvider>;
  control: ControlCall;
  /** A fresh token, for calls made by hand. */
  token(): Promise<string>;
  requests(): Promise<RecordedExchange[]>;
  stop(): Promise<void>;
}

export async function startAggregator(options: AggregatorSandboxOptions = {}): Promise<AggregatorHarness> {
  const sandbox = await createAggregatorSandbox({ pendingDelayMs: null, recentRechargeWindowMs: 0, hangMs: 1_500, ...options }).start({
    host: '127.0.0.1',
  });
  const env = sandbox.env;
  const apiUrl = env.TOPUP_API_URL!;
  const { control, requests } = sandboxControls<RecordedExchange>(apiUrl);

  return {
    sandbox,
    apiUrl,
    provider: (overrides = {}) =>
      createTopupProvider({
        apiUrl,
        authUrl: env.TOPUP_AUTH_URL!,
        clientId: env.TOPUP_CLIENT_ID!,
        clientSecret: env.TOPUP_CLIENT_SECRET!,
        audience: env.TOPUP_AUDIENCE!,
        timeoutMs: 5_000,
        ...overrides,
      }),
    control,
    async token() {
      const response = await fetch(`${env.TOPUP_AUTH_URL}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: env.TOPUP_CLIENT_ID,
          client_secret: env.TOPUP_CLIENT_SECRET,
          grant_type: 'client_credentials',
          audience: env.TOPUP_AUDIENCE,
        }),
      });
      return ((await response.json()) as { access_token: string }).access_token;
    },
    requests,
    stop: () => sandbox.stop(),
  };
}

export function orderId(): string {
  return `order-${randomUUID()}`;
}

/** A Digicel Haiti mobile number (prefix 3) ending in `lastTwo`, e.g. `34112300` for '00'. */
export function digicelHaiti(lastTwo: string, middle = '1123'): string {
  return `34${middle}${lastTwo}`;
}

export function haitiRecipient(lastTwo: string, middle?: string) {
  return { countryCode: 'HT', number: `509${digicelHaiti(lastTwo, middle)}` };
}
