/**
 * Where a shopper came from (docs/product/statistics.md, "Origen"): the address's `utm_source` when it has one,
 * else the site that sent her (the Referer's host), else "Directo" (typed, a bookmark, an app that sends no
 * address). Kept with each day's visitor and with her order.
 */
export const TRAFFIC_SOURCES = [
  'instagram',
  'facebook',
  'whatsapp',
  'google',
  'tiktok',
  'email',
  'other',
  'direct',
] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export const TRAFFIC_SOURCE_LABELS: Record<TrafficSource, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  google: 'Google',
  tiktok: 'TikTok',
  email: 'E-mail',
  other: 'Otros sitios',
  direct: 'Directo',
};

/** Words of a `utm_source` (or `utm_medium` for e-mail), and hosts of a referrer, for each source. */
const BY_UTM: [TrafficSource, RegExp][] = [
  ['instagram', /^(ig|instagram|insta)\b|instagram/],
  ['facebook', /^(fb|facebook|meta)\b|facebook/],
  ['whatsapp', /^(wa|wpp|whatsapp)\b|whatsapp/],
  ['google', /google|adwords|gclid/],
  ['tiktok', /tiktok/],
  ['email', /^(email|e-mail|mail|newsletter|mailchimp)\b/],
];
const BY_HOST: [TrafficSource, RegExp][] = [
  ['instagram', /(^|\.)instagram\.com$/],
  ['facebook', /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/],
  ['whatsapp', /(^|\.)(whatsapp\.com|wa\.me|whatsapp\.net)$/],
  ['google', /(^|\.)google\.[a-z.]+$/],
  ['tiktok', /(^|\.)tiktok\.com$/],
  ['email', /(^|\.)(mail\.google\.com|outlook\.live\.com|mail\.yahoo\.com)$/],
];

/**
 * The source of a visit: `query` is the page address's query (`utm_source`, `utm_medium`), `referrer` the Referer
 * header, `ownHost` the store's host (moving inside the store is no source: "Directo").
 */
export function trafficSourceOf(query: URLSearchParams, referrer: string | undefined, ownHost: string): TrafficSource {
  const utm = (query.get('utm_source') ?? '').trim().toLowerCase();
  const medium = (query.get('utm_medium') ?? '').trim().toLowerCase();
  if (utm || medium) {
    if (/^(email|e-mail|newsletter)$/.test(medium)) return 'email';
    return BY_UTM.find(([, pattern]) => pattern.test(utm))?.[0] ?? (utm ? 'other' : 'direct');
  }
  if (!referrer) return 'direct';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return 'direct';
  }
  if (host === ownHost.toLowerCase().replace(/:\d+$/, '')) return 'direct';
  // android-app://com.instagram.android/ and the like.
  if (referrer.startsWith('android-app://')) {
    if (referrer.includes('instagram')) return 'instagram';
    if (referrer.includes('whatsapp')) return 'whatsapp';
    if (referrer.includes('facebook')) return 'facebook';
  }
  return BY_HOST.find(([, pattern]) => pattern.test(host))?.[0] ?? 'other';
}

/** Link previews and crawlers fetch pages too (WhatsApp's preview among them): they are no visit. */
export const NOT_A_VISITOR = /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|curl|wget/i;
