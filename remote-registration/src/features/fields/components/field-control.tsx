import { Refusal } from '@portal/shared/i18n';
import { Checkbox, DateSelect, Form, Input, Radio, Select } from '@portal/shared/ui-forms';
import { memo, useCallback, type ReactNode } from 'react';
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
    <Checkbox
      {...aria}
      checked={value === 1}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked ? 1 : 0)}
    >
      {label}
    </Checkbox>
  );
  switch (field.controlType) {
    case CONTROL_TYPE.multiLine:
      return (
        <Input.TextArea
          {...aria}
          value={text(value)}
          disabled={disabled}
          // Three to ten lines as it fills (styles.ts, field-sizing): antd's autoSize measures a hidden
          // copy of each text area as it mounts, laying the page out once for each.
          rows={3}
          className="reg-textarea"
          maxLength={4000}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case CONTROL_TYPE.numeric:
      return (
        <Input
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
          <DateSelect
            id={id}
            value={text(value)}
            birthDate={isBirthDateField(field)}
            onChange={onChange}
            aria-invalid={Boolean(error)}
            {...(describedBy ? { 'aria-describedby': describedBy } : {})}
          />
        </div>
      );
    case CONTROL_TYPE.checkbox:
      if (isThreeOptionCheckbox(field)) {
        return (
          <Radio.Group
            {...aria}
            aria-label={field.controlLabel}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value as number)}
          >
            {field.controlOptions.map((option, index) => (
              <Radio key={option} value={index}>
                {option}
              </Radio>
            ))}
          </Radio.Group>
        );
      }
      return yesNoCheckbox(field.controlOptions[1] ?? m('field.yes'));
    case CONTROL_TYPE.feeDismissal:
      return yesNoCheckbox(field.controlLabel);
    case CONTROL_TYPE.dropdown:
      return (
        <Select
          {...aria}
          aria-label={field.controlLabel}
          value={text(value) || undefined}
          disabled={disabled}
          options={optionsOf(field)}
          placeholder={m('field.chooseOne')}
          allowClear={!field.dataIsRequired}
          onChange={(chosen?: string) => onChange(chosen ?? null)}
        />
      );
    case CONTROL_TYPE.multiSelect:
      return (
        <Select
          {...aria}
          aria-label={field.controlLabel}
          mode="multiple"
          value={list(value)}
          disabled={disabled}
          options={optionsOf(field)}
          placeholder={m('field.chooseAny')}
          onChange={(chosen: string[]) => onChange(chosen)}
        />
      );
    case CONTROL_TYPE.radioGroup:
      return (
        <Radio.Group
          {...aria}
          aria-label={field.controlLabel}
          value={text(value) || null}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as string)}
        >
          {field.controlOptions.map((option) => (
            <Radio key={option} value={option}>
              {option}
            </Radio>
          ))}
        </Radio.Group>
      );
    case CONTROL_TYPE.checkboxGroup:
      return (
        <Checkbox.Group
          // A group takes no aria-required (axe: aria-allowed-attr); its message says it is required.
          {...{
            id: aria.id,
            'aria-invalid': aria['aria-invalid'],
            'aria-describedby': aria['aria-describedby'],
          }}
          aria-label={field.controlLabel}
          role="group"
          value={list(value)}
          disabled={disabled}
          options={optionsOf(field)}
          onChange={(chosen) => onChange(chosen as string[])}
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
          <Input
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
        <Input
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

/** One field: its label (an asterisk when required), description, control and message. */
/**
 * One field of the form, its label, message and description. Memoized: a key press in one field
 * re-renders that field, not the whole form.
 */
export const FieldControl = memo(function FieldControl(props: FieldControlProps) {
  const { field, error, summary, onChange } = props;
  const fieldId = field.studentRegistrationFieldId;
  const onValue = useCallback((value: FieldValue) => onChange(fieldId, value), [onChange, fieldId]);
  const anchor = fieldAnchorId(field.studentRegistrationFieldId);
  const description = field.description ? (
    <p id={descriptionId(field.studentRegistrationFieldId)} className="reg-description">
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
  const help: ReactNode = error ? (
    <span id={errorId(field.studentRegistrationFieldId)}>
      <Refusal text={error} />
    </span>
  ) : undefined;
  return (
    <div id={anchor} className="reg-field">
      <Form.Item
        label={field.controlType === CONTROL_TYPE.feeDismissal ? undefined : field.controlLabel}
        {...(labelledByGroup.has(field.controlType)
          ? {}
          : { htmlFor: inputId(field.studentRegistrationFieldId) })}
        required={field.dataIsRequired}
        validateStatus={error ? 'error' : undefined}
        help={help}
        layout="vertical"
      >
        <Control {...props} onChange={onValue} />
      </Form.Item>
      {/* Not the item's `extra`: antd measures an extra's height as it mounts, and a form of many
          described fields made the browser lay the page out once for each (ADR 014, tenth pass). */}
      {description}
    </div>
  );
});
