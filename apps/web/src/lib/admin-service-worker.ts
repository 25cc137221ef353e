/*
 * The admin's service worker (apps/web/public/admin-sw.js): registered once a signed-in admin screen shows
 * (components/guards/require-session.tsx), scoped to /admin, never by a store page. It shows the order pushes and
 * keeps the last orders readable offline (docs/product/notifications.md).
 */

export const ADMIN_SERVICE_WORKER = '/admin-sw.js';
const SCOPE = '/admin';

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export function registerAdminServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register(ADMIN_SERVICE_WORKER, { scope: SCOPE }).catch(() => null);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** This browser's current subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks permission and subscribes this browser with the platform's key; null when the person said no. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = (await registerAdminServiceWorker()) ?? (await navigator.serviceWorker.ready);
  await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  return subscription.toJSON();
}

/** A name for this device from its browser ("Chrome en Android"), the seller may change it later. */
export function thisDeviceLabel(): string {
  const agent = navigator.userAgent;
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iPhone'
      : /Mac/.test(agent)
        ? 'Mac'
        : /Windows/.test(agent)
          ? 'Windows'
          : 'Linux';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Navegador';
  return `${browser} en ${system}`;
}
