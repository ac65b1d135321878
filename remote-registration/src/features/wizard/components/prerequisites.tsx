import { useHostServices } from '@portal/shared';
import { Heading, Notice } from '@portal/shared/ui-base';
import type { ReactNode } from 'react';
import type { Prerequisites } from '../../../contract';
import { useWizardMessages } from '../messages/catalog';

/** One missing prerequisite: a region named by its heading. */
const Needed = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id}>
    <Heading level={3} id={id}>
      {title}
    </Heading>
    {children}
  </section>
);

/**
 * Spec 4.1: entry first needs a primary address, a primary phone and a signature; each missing one is
 * added here with the profile's own editor, through the shell.
 */
export const PrerequisitesPanel = ({ have, onChanged }: { have: Prerequisites; onChanged: () => void }) => {
  const m = useWizardMessages();
  const host = useHostServices();
  return (
    <div className="reg-prerequisites">
      {have.primaryAddress ? null : (
        <Needed id="reg-need-address" title={m('prerequisites.primaryAddress')}>
          <Notice type="warning" title={m('validation.needPrimaryAddress')} />
          {host.renderRemoteComponent(
            'profile/AddressChooser',
            {
              value: null,
              onChange: onChanged,
              label: m('prerequisites.primaryAddress'),
              forcePrimary: true,
            },
            <Notice type="info" title={m('prerequisites.addressUnavailable')} />,
          )}
        </Needed>
      )}
      {have.primaryPhone ? null : (
        <Needed id="reg-need-phone" title={m('prerequisites.primaryPhone')}>
          <Notice type="warning" title={m('validation.needPrimaryPhone')} />
          {host.renderRemoteComponent(
            'profile/PhoneContactChooser',
            { value: null, onChange: onChanged, label: m('prerequisites.primaryPhone'), forcePrimary: true },
            <Notice type="info" title={m('prerequisites.phoneUnavailable')} />,
          )}
        </Needed>
      )}
      {have.signature ? null : (
        <Needed id="reg-need-signature" title={m('prerequisites.signature')}>
          {host.renderRemoteComponent(
            'profile/SignatureEditor',
            { requireSignature: true, onSaved: onChanged },
            <Notice
              type="warning"
              title={m('validation.needSignature')}
              description={m('prerequisites.signatureUnavailable')}
            />,
          )}
        </Needed>
      )}
    </div>
  );
};
