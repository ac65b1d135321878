import type { School } from '@portal/shared';
import { Button } from '@portal/shared/ui-base';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import type { LegalText, LegalTextModalProps } from '../../legal-text/components/legal-text-modal';
import { useFooterMessages } from '../messages/catalog';

const LegalTextModal = lazyNamed<LegalTextModalProps>(
  () => import('../../legal-text/components/legal-text-modal'),
  'LegalTextModal',
);

const networkNames: Record<School['socialLinks'][number]['network'], string> = {
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

/** Social links (flag on), Privacy Policies and Terms of Service in an info modal (legal flag on), powered-by. */
export const PortalFooter = ({ school }: { school: School }) => {
  const m = useFooterMessages();
  const [shown, setShown] = useState<LegalText | null>(null);
  const legal: LegalText[] = school.features.legal
    ? [
        { title: m('footer.privacyPolicies'), html: school.texts.privacyPolicy },
        { title: m('footer.termsOfService'), html: school.texts.termsOfService },
      ].filter((text) => text.html.trim().length > 0)
    : [];
  const social = school.features.social ? school.socialLinks : [];

  return (
    <>
      {social.length > 0 ? (
        <nav aria-label="Social media" className="pt-footer-row">
          {social.map((link) => (
            <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
              {networkNames[link.network]}
            </a>
          ))}
        </nav>
      ) : null}
      {legal.length > 0 ? (
        <div className="pt-footer-row">
          {legal.map((text) => (
            <Button key={text.title} variant="link" onClick={() => setShown(text)}>
              {text.title}
            </Button>
          ))}
        </div>
      ) : null}
      <span className="pt-secondary">{m('footer.poweredBy')}</span>
      {shown ? (
        <Suspense fallback={null}>
          <LegalTextModal text={shown} onClose={() => setShown(null)} />
        </Suspense>
      ) : null}
    </>
  );
};
