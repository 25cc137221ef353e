/* global self, caches */
/*
 * The admin's service worker (docs/product/notifications.md), registered by the admin only
 * (apps/web/src/lib/admin-service-worker.ts, scope /admin), never on store pages:
 * - a push shows "Nuevo pedido de …" (the server's message, modules/push/push-jobs.ts); a tap opens the order;
 * - the admin's screens and the last orders read stay readable without a connection: the app's document, its
 *   files and the orders' answers are kept as they arrive (network first) and given back when the network fails;
 * - signing out forgets every kept answer.
 */
const PAGES = 'vidriera-admin-pages-v1';
const ORDERS = 'vidriera-admin-orders-v1';
const ORDERS_KEPT = 30;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== PAGES && n !== ORDERS).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('push', (event) => {
  let message = { title: 'Nuevo pedido', body: '', url: '/admin/orders', tag: 'pedido' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without our JSON still rings, and opens the orders.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/admin-192.png',
      badge: '/icons/admin-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/admin/orders', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname.startsWith('/admin'));
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});

async function trimOrders(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - ORDERS_KEPT)).map((key) => cache.delete(key)));
}

async function networkFirst(request, cacheName, key = request) {
  const cache = await caches.open(cacheName);
  try {
    const answer = await fetch(request);
    if (answer.ok) {
      await cache.delete(key);
      await cache.put(key, answer.clone());
      if (cacheName === ORDERS) await trimOrders(cache);
    }
    return answer;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && url.pathname === '/api/auth/sign-out') {
    event.waitUntil(Promise.all([caches.delete(ORDERS), caches.delete(PAGES)]));
    return;
  }
  if (request.method !== 'GET') return;
  if (url.pathname === '/api/orders' || url.pathname.startsWith('/api/orders/'))
    return event.respondWith(networkFirst(request, ORDERS));
  if (url.pathname === '/api/me' || url.pathname === '/api/stores/mine' || url.pathname.startsWith('/assets/'))
    return event.respondWith(networkFirst(request, PAGES));
  // Every admin screen is the same document: one copy answers them all offline.
  if (request.mode === 'navigate' && url.pathname.startsWith('/admin'))
    return event.respondWith(networkFirst(request, PAGES, '/admin'));
});
