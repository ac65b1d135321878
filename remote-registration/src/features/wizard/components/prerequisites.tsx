import { useHostServices } from '@portal/shared';
import { Heading, Notice } from '@portal/shared/ui-base';
import type { ReactNode } from 'react';
import { REGISTRATION_MESSAGES, type Prerequisites } from '../../../contract';

const unavailable = (what: string) =>
  `${what} cannot be added here right now. Add it on your Profile page, then open this form again: nothing you typed is lost if you save it first.`;

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
  const host = useHostServices();
  return (
    <div className="reg-prerequisites">
      {have.primaryAddress ? null : (
        <Needed id="reg-need-address" title="Primary address">
          <Notice type="warning" title={REGISTRATION_MESSAGES.needPrimaryAddress} />
          {host.renderRemoteComponent(
            'profile/AddressChooser',
            { value: null, onChange: onChanged, label: 'Primary address', forcePrimary: true },
            <Notice type="info" title={unavailable('An address')} />,
          )}
        </Needed>
      )}
      {have.primaryPhone ? null : (
        <Needed id="reg-need-phone" title="Primary phone">
          <Notice type="warning" title={REGISTRATION_MESSAGES.needPrimaryPhone} />
          {host.renderRemoteComponent(
            'profile/PhoneContactChooser',
            { value: null, onChange: onChanged, label: 'Primary phone', forcePrimary: true },
            <Notice type="info" title={unavailable('A phone number')} />,
          )}
        </Needed>
      )}
      {have.signature ? null : (
        <Needed id="reg-need-signature" title="Your signature">
          {host.renderRemoteComponent(
            'profile/SignatureEditor',
            { requireSignature: true, onSaved: onChanged },
            <Notice
              type="warning"
              title={REGISTRATION_MESSAGES.needSignature}
              description={unavailable('A signature')}
            />,
          )}
        </Needed>
      )}
    </div>
  );
};
