export type ShareLink = { network: 'facebook' | 'x' | 'email'; label: string; href: string };

/** Social share (spec section 2): a social network, a microblog and e-mail, each its external page. */
export const shareLinks = ({ url, title }: { url: string; title: string }): ShareLink[] => {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      network: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'email', label: 'Share by e-mail', href: `mailto:?subject=${t}&body=${u}` },
  ];
};
