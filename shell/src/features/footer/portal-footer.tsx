import { sanitizeHtml, type School } from '@portal/shared';
import { Button, Flex, Modal, Typography } from '@portal/shared/ui';
import { useState } from 'react';

const networkNames: Record<School['socialLinks'][number]['network'], string> = {
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

type LegalText = { title: string; html: string };

/** Social links (flag on), Privacy Policies and Terms of Service in an info modal (legal flag on), powered-by. */
export const PortalFooter = ({ school }: { school: School }) => {
  const [shown, setShown] = useState<LegalText | null>(null);
  const legal: LegalText[] = school.features.legal
    ? [
        { title: 'Privacy Policies', html: school.texts.privacyPolicy },
        { title: 'Terms of Service', html: school.texts.termsOfService },
      ].filter((text) => text.html.trim().length > 0)
    : [];
  const social = school.features.social ? school.socialLinks : [];

  return (
    <Flex vertical align="center" gap={8}>
      {social.length > 0 ? (
        <nav aria-label="Social media">
          <Flex gap={12} wrap>
            {social.map((link) => (
              <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
                {networkNames[link.network]}
              </a>
            ))}
          </Flex>
        </nav>
      ) : null}
      {legal.length > 0 ? (
        <Flex gap={12} wrap>
          {legal.map((text) => (
            <Button key={text.title} type="link" onClick={() => setShown(text)}>
              {text.title}
            </Button>
          ))}
        </Flex>
      ) : null}
      <Typography.Text type="secondary">Powered by Student Portal</Typography.Text>
      <Modal
        open={shown !== null}
        title={shown?.title}
        onCancel={() => setShown(null)}
        footer={<Button onClick={() => setShown(null)}>Close</Button>}
      >
        {/* Configured text is HTML from the school's configuration: sanitized before it is shown. */}
        {shown ? <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(shown.html) }} /> : null}
      </Modal>
    </Flex>
  );
};
