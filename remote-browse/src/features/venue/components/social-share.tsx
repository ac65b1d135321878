import { useVenueMessages } from '../messages/catalog';
import { shareLinks } from '../rules/share-links';

/** Share buttons (a social network, a microblog, e-mail), each opening its external page. */
export const SocialShare = ({ path, title }: { path: string; title: string }) => {
  const m = useVenueMessages();
  const url = `${window.location.origin}${path}`;
  return (
    <nav aria-label={m('share.label', { title })}>
      <div className="browse-row browse-gap-16">
        {shareLinks({ url, title }, m).map((link) => (
          <a
            key={link.network}
            href={link.href}
            {...(link.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {link.label}
          </a>
        ))}
      </div>
    </nav>
  );
};
