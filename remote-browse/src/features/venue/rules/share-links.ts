import { venueMessagesNow, type VenueMessages } from '../messages/catalog';

export type ShareLink = { network: 'facebook' | 'x' | 'email'; label: string; href: string };

/** Social share (spec section 2): a social network, a microblog and e-mail, each its external page. */
export const shareLinks = (
  { url, title }: { url: string; title: string },
  m: VenueMessages = venueMessagesNow(),
): ShareLink[] => {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      network: 'facebook',
      label: m('share.facebook'),
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    { network: 'x', label: m('share.x'), href: `https://x.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'email', label: m('share.email'), href: `mailto:?subject=${t}&body=${u}` },
  ];
};
