import { SERVICE_WORKER_URL } from '../../lib/service-worker';
import { notificationsApi } from './notifications-api';

export type PushOutcome = 'subscribed' | 'unsubscribed' | 'unsupported' | 'denied';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** base64url (the VAPID key as the server gives it) → the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser to web push for the signed-in person (the /settings push switch turned on): asks
 * permission, registers the service worker, subscribes with the server's VAPID key and saves the subscription.
 */
export async function subscribeToPush(): Promise<PushOutcome> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await notificationsApi.pushKey()) }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await notificationsApi.subscribe({ endpoint: json.endpoint, keys: json.keys });
  return 'subscribed';
}

/** The push switch turned off: the server forgets this browser and the browser its subscription. */
export async function unsubscribeFromPush(): Promise<PushOutcome> {
  if (!supported()) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await notificationsApi.unsubscribe(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'unsubscribed';
}
