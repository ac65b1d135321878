import { useFieldsMessages } from '../messages/catalog';

/** Spec 2.8: a phone's or an address's Primary, Emergency and Textable badges. */
export const Badges = ({
  primary = false,
  emergency = false,
  textable = false,
}: {
  primary?: boolean;
  emergency?: boolean;
  textable?: boolean;
}) => {
  const m = useFieldsMessages();
  return primary || emergency || textable ? (
    <span className="reg-badges">
      {primary ? <span className="reg-badge reg-badge-primary">{m('badges.primary')}</span> : null}
      {emergency ? <span className="reg-badge reg-badge-emergency">{m('badges.emergency')}</span> : null}
      {textable ? <span className="reg-badge reg-badge-textable">{m('badges.textable')}</span> : null}
    </span>
  ) : null;
};
