import { Refusal } from '@portal/shared/i18n';
import {
  BaseCheckbox,
  BaseCheckboxGroup,
  BaseInput,
  BaseRadioGroup,
  BaseSelect,
  BaseTextArea,
} from '@portal/shared/ui-base-forms';
import { memo, useCallback } from 'react';
import {
  CONTROL_TYPE,
  formatSsn,
  isBirthDateField,
  isSsnField,
  isThreeOptionCheckbox,
  ssnDigits,
  type FieldAddress,
  type FieldContact,
  type FieldValue,
  type ProfileSummary,
  type RegistrationField,
} from '../../../contract';
import { useFieldsMessages } from '../messages/catalog';
import { ChosenRecord } from './chosen-record';
import { DateSelect, FormsKitPart, MultiSelect } from './forms-kit-controls';
import { ProfileSummaryView } from './profile-summary';
import { TwoListPicker } from './two-list-picker';

export interface FieldControlProps {
  field: RegistrationField;
  value: FieldValue;
  error: string | undefined;
  /** The same function for every field and every render: the control is memoized. */
  onChange: (fieldId: number, value: FieldValue) => void;
  contacts: readonly FieldContact[];
  addresses: readonly FieldAddress[];
  summary: ProfileSummary;
  onListsChanged: () => unknown;
  disabled: boolean;
}

/** What one control gets: its own change handler. */
type ControlProps = Omit<FieldControlProps, 'onChange'> & { onChange: (value: FieldValue) => void };

/** Where the Go link scrolls to: the field's whole row. */
export const fieldAnchorId = (fieldId: number) => `reg-field-${fieldId}`;
const inputId = (fieldId: number) => `reg-input-${fieldId}`;
const errorId = (fieldId: number) => `reg-error-${fieldId}`;
const descriptionId = (fieldId: number) => `reg-description-${fieldId}`;
/** The message (when shown) and the description, read after the label. */
const describedByOf = (field: RegistrationField, error: string | undefined): string | undefined =>
  [
    error ? errorId(field.studentRegistrationFieldId) : null,
    field.description ? descriptionId(field.studentRegistrationFieldId) : null,
  ]
    .filter(Boolean)
    .join(' ') || undefined;

const text = (value: FieldValue) => (typeof value === 'string' ? value : '');
const list = (value: FieldValue) => (Array.isArray(value) ? value : []);
const optionsOf = (field: RegistrationField) =>
  field.controlOptions.map((option) => ({ label: option, value: option }));

/** The control of one field, by control type (spec section 3's table, 0 to 16). */
const Control = ({
  field,
  value,
  onChange,
  contacts,
  addresses,
  onListsChanged,
  disabled,
  error,
}: ControlProps) => {
  const m = useFieldsMessages();
  const id = inputId(field.studentRegistrationFieldId);
  const describedBy = describedByOf(field, error);
  const aria = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.dataIsRequired || undefined,
  };
  /** A two-option checkbox (and the fee dismissal): checked is 1, unchecked 0. */
  const yesNoCheckbox = (label: string) => (
    <BaseCheckbox
      {...aria}
      checked={value === 1}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked ? 1 : 0)}
    >
      {label}
    </BaseCheckbox>
  );
  switch (field.controlType) {
    case CONTROL_TYPE.multiLine:
      return (
        <BaseTextArea
          {...aria}
          value={text(value)}
          disabled={disabled}
          // Three to ten lines as it fills (styles.ts, field-sizing), drawn by the browser: nothing
          // measures a copy of the text area as it mounts.
          rows={3}
          className="reg-textarea"
          maxLength={4000}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case CONTROL_TYPE.numeric:
      return (
        <BaseInput
          {...aria}
          inputMode="numeric"
          value={text(value)}
          disabled={disabled}
          maxLength={50}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        />
      );
    case CONTROL_TYPE.date:
      return (
        <div role="group" aria-label={field.controlLabel}>
          <FormsKitPart>
            <DateSelect
              id={id}
              value={text(value)}
              birthDate={isBirthDateField(field)}
              onChange={onChange}
              aria-invalid={Boolean(error)}
              {...(describedBy ? { 'aria-describedby': describedBy } : {})}
            />
          </FormsKitPart>
        </div>
      );
    case CONTROL_TYPE.checkbox:
      if (isThreeOptionCheckbox(field)) {
        return (
          <BaseRadioGroup
            {...aria}
            aria-label={field.controlLabel}
            options={field.controlOptions.map((option, index) => ({ label: option, value: index }))}
            value={typeof value === 'number' ? value : null}
            disabled={disabled}
            onChange={onChange}
          />
        );
      }
      return yesNoCheckbox(field.controlOptions[1] ?? m('field.yes'));
    case CONTROL_TYPE.feeDismissal:
      return yesNoCheckbox(field.controlLabel);
    case CONTROL_TYPE.dropdown:
      return (
        // The phone's or the desktop's own select; its first option, "Choose one", clears it.
        <BaseSelect
          {...aria}
          value={text(value) || null}
          disabled={disabled}
          options={optionsOf(field)}
          placeholder={m('field.chooseOne')}
          onChange={onChange}
        />
      );
    case CONTROL_TYPE.multiSelect:
      return (
        <FormsKitPart>
          <MultiSelect
            {...aria}
            aria-label={field.controlLabel}
            mode="multiple"
            status={error ? 'error' : undefined}
            value={list(value)}
            disabled={disabled}
            options={optionsOf(field)}
            placeholder={m('field.chooseAny')}
            onChange={(chosen: string[]) => onChange(chosen)}
          />
        </FormsKitPart>
      );
    case CONTROL_TYPE.radioGroup:
      return (
        <BaseRadioGroup
          {...aria}
          aria-label={field.controlLabel}
          options={optionsOf(field)}
          value={text(value) || null}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case CONTROL_TYPE.checkboxGroup:
      return (
        <BaseCheckboxGroup
          // A group takes no aria-required (axe: aria-allowed-attr); its message says it is required.
          {...{
            id: aria.id,
            'aria-invalid': aria['aria-invalid'],
            'aria-describedby': aria['aria-describedby'],
          }}
          aria-label={field.controlLabel}
          value={list(value)}
          disabled={disabled}
          options={optionsOf(field)}
          onChange={onChange}
        />
      );
    case CONTROL_TYPE.twoListPicker:
      return (
        <TwoListPicker
          id={id}
          label={field.controlLabel}
          options={field.controlOptions}
          value={list(value)}
          onChange={onChange}
          disabled={disabled}
          {...(describedBy ? { describedBy } : {})}
        />
      );
    case CONTROL_TYPE.studentPhone:
    case CONTROL_TYPE.contactPhone:
    case CONTROL_TYPE.address:
      return (
        <ChosenRecord
          kind={field.controlType === CONTROL_TYPE.address ? 'address' : 'phone'}
          controlType={field.controlType}
          label={field.controlLabel}
          value={typeof value === 'number' ? value : null}
          required={field.dataIsRequired}
          contacts={contacts}
          addresses={addresses}
          onChange={onChange}
          onListsChanged={onListsChanged}
          invalid={Boolean(error)}
          disabled={disabled}
          {...(describedBy ? { describedBy } : {})}
        />
      );
    default:
      if (isSsnField(field)) {
        return (
          <BaseInput
            {...aria}
            inputMode="numeric"
            autoComplete="off"
            placeholder="###-##-####"
            value={formatSsn(text(value))}
            disabled={disabled}
            onChange={(event) => onChange(ssnDigits(event.target.value))}
          />
        );
      }
      return (
        <BaseInput
          {...aria}
          value={text(value)}
          disabled={disabled}
          maxLength={500}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
};

/** Controls that label themselves by a group name instead of a <label for>. */
const labelledByGroup = new Set<number>([
  CONTROL_TYPE.date,
  CONTROL_TYPE.radioGroup,
  CONTROL_TYPE.checkboxGroup,
  CONTROL_TYPE.twoListPicker,
  CONTROL_TYPE.studentPhone,
  CONTROL_TYPE.contactPhone,
  CONTROL_TYPE.address,
]);

/**
 * One field of the form: its label (an asterisk when required), control, message and description, in
 * the base kit's field layout. Not antd's Form.Item: it read the page's layout on every render
 * (`isVisible`) and computed antd's theme on the wizard's first render, which kept the first field
 * from taking a key for tens of milliseconds on a phone (ADR 014, eleventh pass). Memoized: a key
 * press in one field re-renders that field, not the whole form.
 */
export const FieldControl = memo(function FieldControl(props: FieldControlProps) {
  const { field, error, summary, onChange } = props;
  const fieldId = field.studentRegistrationFieldId;
  const onValue = useCallback((value: FieldValue) => onChange(fieldId, value), [onChange, fieldId]);
  const anchor = fieldAnchorId(fieldId);
  const description = field.description ? (
    <p id={descriptionId(fieldId)} className="reg-description">
      {field.description}
    </p>
  ) : null;
  if (field.controlType === CONTROL_TYPE.staticLabel) {
    return (
      <div id={anchor} className="reg-field reg-static">
        <p style={{ fontWeight: 600, margin: 0 }}>{field.controlLabel}</p>
        {description}
      </div>
    );
  }
  if (field.controlType === CONTROL_TYPE.profileSummary) {
    return (
      <div id={anchor} className="reg-field">
        <p style={{ fontWeight: 600, margin: '0 0 8px' }}>{field.controlLabel}</p>
        {description}
        <ProfileSummaryView summary={summary} label={field.controlLabel} />
      </div>
    );
  }
  const labelClass = field.dataIsRequired ? 'pt-label pt-label-required' : 'pt-label';
  return (
    <div id={anchor} className="reg-field">
      <div className={error ? 'pt-field pt-field-invalid' : 'pt-field'}>
        {field.controlType === CONTROL_TYPE.feeDismissal ? null : labelledByGroup.has(field.controlType) ? (
          // The group names itself (aria-label): this is its visible name.
          <div className={labelClass}>{field.controlLabel}</div>
        ) : (
          <label htmlFor={inputId(fieldId)} className={labelClass}>
            {field.controlLabel}
          </label>
        )}
        <Control {...props} onChange={onValue} />
        {error ? (
          <div id={errorId(fieldId)} className="pt-field-message">
            <Refusal text={error} />
          </div>
        ) : null}
      </div>
      {description}
    </div>
  );
});
