import { pushServiceWorkerUrl } from '../api/pushConfig';

/** What this browser allows for Web Push. */
export type PushAvailability = 'unsupported' | 'insecure' | 'denied' | 'default' | 'granted';

/** Whether the browser has what Web Push needs (service workers, the Push API, notifications) on a secure page, and the permission. */
export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  if (!window.isSecureContext) return 'insecure';
  return Notification.permission;
}

/** The VAPID key as the Push API wants it: the bytes of its URL-safe base64. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64Url}${'='.repeat((4 - (base64Url.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** The push subscription of this browser for the site, when it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Registers the server's service worker for the whole site and waits until it is active. */
export async function activePushRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(pushServiceWorkerUrl, { scope: '/' });
  return navigator.serviceWorker.ready;
}
