/**
 * What the PayPal and aggregator harnesses share: calling a sandbox's own controls under /sandbox/ (JSON in
 * and out; an error status fails the test with the answer in the message) and reading what it recorded.
 */
export type ControlCall = <T = Record<string, unknown>>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<T>;

export function sandboxControls<Exchange>(apiUrl: string): { control: ControlCall; requests(): Promise<Exchange[]> } {
  async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  }
  return {
    control,
    async requests() {
      return (await control<{ requests: Exchange[] }>('GET', '/sandbox/requests')).requests;
    },
  };
}
