import { useHostServices } from '@portal/shared';
import { Heading, Notice } from '@portal/shared/ui-base';
import { REGISTRATION_MESSAGES, type Prerequisites } from '../../../contract';

const unavailable = (what: string) =>
  `${what} cannot be added here right now. Add it on your Profile page, then open this form again: nothing you typed is lost if you save it first.`;

/**
 * Spec 4.1: entry first needs a primary address, a primary phone and a signature; each missing one is
 * added here with the profile's own editor, through the shell.
 */
export const PrerequisitesPanel = ({ have, onChanged }: { have: Prerequisites; onChanged: () => void }) => {
  const host = useHostServices();
  return (
    <div className="reg-prerequisites">
      {have.primaryAddress ? null : (
        <section aria-labelledby="reg-need-address">
          <Heading level={3} id="reg-need-address">
            Primary address
          </Heading>
          <Notice type="warning" title={REGISTRATION_MESSAGES.needPrimaryAddress} />
          {host.renderRemoteComponent(
            'profile/AddressChooser',
            { value: null, onChange: onChanged, label: 'Primary address', forcePrimary: true },
            <Notice type="info" title={unavailable('An address')} />,
          )}
        </section>
      )}
      {have.primaryPhone ? null : (
        <section aria-labelledby="reg-need-phone">
          <Heading level={3} id="reg-need-phone">
            Primary phone
          </Heading>
          <Notice type="warning" title={REGISTRATION_MESSAGES.needPrimaryPhone} />
          {host.renderRemoteComponent(
            'profile/PhoneContactChooser',
            { value: null, onChange: onChanged, label: 'Primary phone', forcePrimary: true },
            <Notice type="info" title={unavailable('A phone number')} />,
          )}
        </section>
      )}
      {have.signature ? null : (
        <section aria-labelledby="reg-need-signature">
          <Heading level={3} id="reg-need-signature">
            Your signature
          </Heading>
          {host.renderRemoteComponent(
            'profile/SignatureEditor',
            { requireSignature: true, onSaved: onChanged },
            <Notice
              type="warning"
              title={REGISTRATION_MESSAGES.needSignature}
              description={unavailable('A signature')}
            />,
          )}
        </section>
      )}
    </div>
  );
};
