/*
 * Where the server may send a push (docs/SECURITY.md): the job POSTs to the address a browser gave, so an owner
 * could name any address; only the browsers' own push services are reached, over HTTPS, plus the hosts the operator
 * lists in PUSH_ALLOWED_HOSTS (tests: a local push service, plain HTTP allowed).
 */

const PUSH_SERVICES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

export function pushEndpointAllowed(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (allowedHosts.includes(host)) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
  return PUSH_SERVICES.some((service) => host === service || host.endsWith(`.${service}`));
}
