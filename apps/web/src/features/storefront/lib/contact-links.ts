import { type PublicStore, whatsappLink } from '@vidriera/core';

export interface ContactLink {
  channel: 'whatsapp' | 'instagram' | 'facebook';
  label: string;
  href: string;
}

/** Only the channels the store configured (docs/product/storefront.md), each opened in a new tab. */
export function contactLinks(
  store: Pick<PublicStore, 'whatsappNumber' | 'instagramHandle' | 'facebookPage'>,
): ContactLink[] {
  const links: ContactLink[] = [];
  if (store.whatsappNumber)
    links.push({ channel: 'whatsapp', label: 'WhatsApp', href: whatsappLink(store.whatsappNumber) });
  if (store.instagramHandle) {
    links.push({
      channel: 'instagram',
      label: 'Instagram',
      href: `https://instagram.com/${store.instagramHandle.replace(/^@/, '')}`,
    });
  }
  if (store.facebookPage) {
    const page = store.facebookPage;
    links.push({ channel: 'facebook', label: 'Facebook', href: /^https?:\/\//i.test(page) ? page : `https://${page}` });
  }
  return links;
}
