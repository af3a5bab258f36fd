/**
 * The service worker the web app registers with scope '/' (served at
 * `/api/public/notifications/sw.js` with `Service-Worker-Allowed: /`): it shows each push message
 * `{ title, body, url }` as a system notification and opens `url` when it is clicked (a window of
 * the app already showing it is focused instead).
 */
export const serviceWorkerScript = `/* Otimiza: notificações push / push notifications */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch (error) {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Otimiza';
  const url = typeof message.url === 'string' && message.url ? message.url : '/notification-center';
  event.waitUntil(self.registration.showNotification(title, { body: typeof message.body === 'string' ? message.body : '', data: { url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/notification-center', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) if (client.url === target && 'focus' in client) return client.focus();
      return self.clients.openWindow(target);
    }),
  );
});
`;
