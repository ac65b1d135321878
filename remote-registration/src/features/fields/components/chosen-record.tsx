import { formatPhoneNumber, useHostServices } from '@portal/shared';
import { Button, Notice } from '@portal/shared/ui-base';
import { BaseRadioGroup } from '@portal/shared/ui-base-forms';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CONTROL_TYPE, contactsForField, type FieldAddress, type FieldContact } from '../../../contract';
import { useFieldsMessages, type FieldsMessages } from '../messages/catalog';
import { Badges } from './badges';

type Kind = 'phone' | 'address';

interface Props {
  kind: Kind;
  controlType: number;
  label: string;
  value: number | null;
  required: boolean;
  contacts: readonly FieldContact[];
  addresses: readonly FieldAddress[];
  onChange: (id: number | null) => void;
  /** The profile's chooser may have added a record: reload the lists the details come from. */
  onListsChanged: () => void;
  describedBy?: string;
  invalid: boolean;
  disabled?: boolean;
}

const contactLine = (contact: FieldContact, m: FieldsMessages) =>
  [
    formatPhoneNumber(contact.phoneNumber),
    contact.isOwnPhoneNumber ? m('chosen.ownNumber') : contact.name,
    contact.relationType,
  ]
    .filter(Boolean)
    .join(' · ');

const addressLines = (address: FieldAddress) => [
  address.street,
  [address.city, address.county, `${address.stateCode} ${address.zip}`].filter(Boolean).join(', '),
];

const ContactDetails = ({ contact }: { contact: FieldContact }) => {
  const m = useFieldsMessages();
  return (
    <span className="reg-chosen-text">
      <span>{contactLine(contact, m)}</span>
      <Badges primary={contact.isPrimary} emergency={contact.isEmergency} textable={contact.isTextable} />
    </span>
  );
};

const AddressDetails = ({ address }: { address: FieldAddress }) => (
  <span className="reg-chosen-text">
    {addressLines(address).map((line) => (
      <span key={line}>{line}</span>
    ))}
    <span className="reg-secondary">{address.addressType}</span>
    <Badges primary={address.isPrimary} />
  </span>
);

/**
 * The chooser when the profile's own is absent: the records already loaded, to pick from (adding a new
 * one needs the profile area).
 */
const FallbackChooser = ({
  kind,
  label,
  value,
  records,
  onChange,
}: {
  kind: Kind;
  label: string;
  value: number | null;
  records: { id: number; details: ReactNode }[];
  onChange: (id: number) => void;
}) => {
  const m = useFieldsMessages();
  return (
    <>
      <Notice
        type="warning"
        title={kind === 'phone' ? m('chosen.phoneAddUnavailable') : m('chosen.addressAddUnavailable')}
      />
      {records.length === 0 ? (
        <p>{kind === 'phone' ? m('chosen.noPhones') : m('chosen.noAddresses')}</p>
      ) : (
        <BaseRadioGroup
          aria-label={label}
          className="reg-record-choices"
          options={records.map((record) => ({ value: record.id, label: record.details }))}
          value={value}
          onChange={onChange}
        />
      )}
    </>
  );
};

/**
 * Spec 2.8, types 11, 12 and 13: the chosen phone or address with its details and badges, Change, and
 * Remove (absent when the field is required). Choosing happens in the profile's chooser, through the
 * shell (a remote never imports another).
 */
export const ChosenRecord = ({
  kind,
  controlType,
  label,
  value,
  required,
  contacts,
  addresses,
  onChange,
  onListsChanged,
  describedBy,
  invalid,
  disabled = false,
}: Props) => {
  const m = useFieldsMessages();
  const host = useHostServices();
  const [choosing, setChoosingState] = useState(false);
  // Change, Choose, Cancel, Remove and picking a record each remove the button pressed: the focus then
  // goes to the first button of what replaced it (the chooser, or Change / Choose again).
  const container = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    container.current?.querySelector<HTMLElement>('button, input')?.focus();
  });
  const setChoosing = (next: boolean) => {
    refocus.current = true;
    setChoosingState(next);
  };
  const offered = kind === 'phone' ? contactsForField(controlType, contacts) : [];
  const chosenContact = kind === 'phone' ? offered.find((contact) => contact.contactId === value) : undefined;
  const chosenAddress =
    kind === 'address' ? addresses.find((address) => address.addressId === value) : undefined;
  const chosen = chosenContact ?? chosenAddress;
  const chooseLabel = kind === 'phone' ? m('chosen.choosePhone') : m('chosen.chooseAddress');
  const chooseFor =
    kind === 'phone' ? m('chosen.choosePhoneFor', { label }) : m('chosen.chooseAddressFor', { label });

  const choose = (id: number | null) => {
    refocus.current = true;
    onChange(id);
    setChoosing(false);
    onListsChanged();
  };

  const records =
    kind === 'phone'
      ? offered.map((contact) => ({ id: contact.contactId, details: <ContactDetails contact={contact} /> }))
      : addresses.map((address) => ({
          id: address.addressId,
          details: <AddressDetails address={address} />,
        }));

  // Where the profile's chooser cannot load: the records already here, to pick from.
  const fallback = (
    <FallbackChooser kind={kind} label={label} value={value} records={records} onChange={choose} />
  );

  return (
    <div
      ref={container}
      className="reg-chosen-field"
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    >
      {chosen && !choosing ? (
        <div className="reg-chosen">
          {chosenContact ? <ContactDetails contact={chosenContact} /> : null}
          {chosenAddress ? <AddressDetails address={chosenAddress} /> : null}
          <span className="reg-badges">
            <Button
              onClick={() => setChoosing(true)}
              aria-label={m('chosen.changeNamed', { label })}
              disabled={disabled}
            >
              {m('chosen.change')}
            </Button>
            {required ? null : (
              <Button
                onClick={() => choose(null)}
                aria-label={m('chosen.removeNamed', { label })}
                disabled={disabled}
              >
                {m('chosen.remove')}
              </Button>
            )}
          </span>
        </div>
      ) : null}
      {!chosen && !choosing ? (
        <Button onClick={() => setChoosing(true)} aria-label={chooseFor} disabled={disabled}>
          {chooseLabel}
        </Button>
      ) : null}
      {choosing ? (
        <div className="reg-chooser">
          {kind === 'phone'
            ? host.renderRemoteComponent(
                'profile/PhoneContactChooser',
                {
                  value,
                  onChange: choose,
                  label,
                  ...(controlType === CONTROL_TYPE.studentPhone ? { forceOwn: true } : {}),
                },
                fallback,
              )
            : host.renderRemoteComponent(
                'profile/AddressChooser',
                { value, onChange: choose, label },
                fallback,
              )}
          <div>
            <Button onClick={() => setChoosing(false)}>{m('common.cancel')}</Button>
          </div>
        </div>
      ) : null}
    </div>
  );
};
