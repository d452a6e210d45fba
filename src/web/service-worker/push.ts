/** Web push (ADR 0028): shows a push and opens the screen a notification is about. */
declare const self: ServiceWorkerGlobalScope;

interface PushPayload {
  title?: string;
  body?: string;
  tag?: string;
  url?: unknown;
}

function payloadOf(event: PushEvent): PushPayload {
  try {
    return event.data ? (event.data.json() as PushPayload) : {};
  } catch {
    return { body: event.data ? event.data.text() : '' };
  }
}

export function listenForPushes() {
  self.addEventListener('push', (event) => {
    const data = payloadOf(event);
    event.waitUntil(
      self.registration.showNotification(data.title || 'Kredi', {
        body: data.body || '',
        tag: data.tag,
        // A PNG: Android shows no SVG in a notification.
        icon: '/pwa-192x192.png',
        badge: '/favicon.svg',
        data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/dashboard' },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL((event.notification.data as { url?: string } | null)?.url || '/dashboard', self.location.origin).href;
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (open) return open.navigate(url).then((client) => (client || open).focus());
        return self.clients.openWindow(url);
      }),
    );
  });
}
