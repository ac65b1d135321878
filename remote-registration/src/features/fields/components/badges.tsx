/** Spec 2.8: a phone's or an address's Primary, Emergency and Textable badges. */
export const Badges = ({
  primary = false,
  emergency = false,
  textable = false,
}: {
  primary?: boolean;
  emergency?: boolean;
  textable?: boolean;
}) =>
  primary || emergency || textable ? (
    <span className="reg-badges">
      {primary ? <span className="reg-badge reg-badge-primary">Primary</span> : null}
      {emergency ? <span className="reg-badge reg-badge-emergency">Emergency</span> : null}
      {textable ? <span className="reg-badge reg-badge-textable">Textable</span> : null}
    </span>
  ) : null;
