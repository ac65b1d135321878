import { Checkbox, Col, Input, Row } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useFormContext, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FIELD_LIMITS } from '../forms/field-rules';
import { useFormsMessages } from '../forms/forms-catalog';
import { FormField } from './form-field';
import { PhoneInput, ZipInput, type PhoneFormat } from './masked-inputs';
import { StateSelect } from './state-select';
import { useFormControl } from './use-form-control';

/** The values `AddressFields` and `PhoneFields` read, by these names, when no other names are given. */
export type AddressValues = {
  addressStreet: string;
  addressCity: string;
  addressCounty: string;
  addressState: string;
  addressZip: string;
};
export type PhoneValues = { phoneNumber: string; phoneNumberTexting: boolean };

/** `AddressFields` and `PhoneFields` by those names before the student types: empty, and texting on. */
export const EMPTY_ADDRESS_PHONE: AddressValues & PhoneValues = {
  addressStreet: '',
  addressCity: '',
  addressCounty: '',
  addressState: '',
  addressZip: '',
  phoneNumber: '',
  phoneNumberTexting: true,
};

/** The parts of an address, in the order a form asks for them. */
const ADDRESS_PARTS = ['street', 'city', 'county', 'state', 'zip'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

const ACCOUNT_NAMES: Record<AddressPart, FieldPath<AddressValues>> = {
  street: 'addressStreet',
  city: 'addressCity',
  county: 'addressCounty',
  state: 'addressState',
  zip: 'addressZip',
};
/** The labels of the parts a form does not word its own way, by their messages' ids. */
const DEFAULT_LABELS = {
  street: 'address.street',
  city: 'address.city',
  county: 'address.county',
  state: 'address.state',
  zip: 'address.zip',
} as const satisfies Record<AddressPart, string>;
const DEFAULT_MAX_LENGTHS = {
  street: FIELD_LIMITS.street,
  city: FIELD_LIMITS.city,
  county: FIELD_LIMITS.county,
} as const;

const AUTOCOMPLETE_TOKENS = { street: 'street-address', city: 'address-level2', zip: 'postal-code' } as const;

/** An autocomplete section a form's address or phone belongs to ('billing street-address'). */
export type AutoCompleteSection = 'billing';
const autoComplete = (section: AutoCompleteSection | undefined, token: string) =>
  section ? `${section} ${token}` : token;

/** `{ disabled }` when the form says so; otherwise nothing, so that antd's `Form disabled` still holds. */
const disabledProp = (disabled: boolean | undefined) => (disabled === undefined ? {} : { disabled });

export type AddressFieldsProps<T extends FieldValues> = {
  /** The form; without it, react-hook-form's `FormProvider` around. */
  control?: Control<T>;
  /**
   * The form's field for each part; a part left out is not asked for. Without it, all five parts
   * by the account forms' names (`AddressValues`).
   */
  names?: Partial<Record<AddressPart, FieldPath<T>>>;
  /** The labels a form words its own way; the others are Street address, City, County, State, Zip code. */
  labels?: Partial<Record<AddressPart, string>>;
  /** The most characters street, city, county (and a text zip) take; spec section 9's by default. */
  maxLengths?: Partial<Record<'street' | 'city' | 'county' | 'zip', number>>;
  /** `us` (default): '#####' or '#####-####', masked as it is typed; `text`: as typed (a billing zip). */
  zipFormat?: 'us' | 'text';
  /**
   * Parts side by side from the small breakpoint up: each one's width in 24ths (consecutive parts
   * with a width share a row, wrapping as they fill it); a part without one has a line of its own.
   * Without it, one part a line.
   */
  columns?: Partial<Record<AddressPart, number>>;
  autoCompleteSection?: AutoCompleteSection;
  statePlaceholder?: string;
  /** Disables every part; without it, antd's `Form disabled` around decides. */
  disabled?: boolean;
};

/**
 * Street, city, county, state and zip: the one address form of the portal (the account forms, the
 * profile's new address, the billing info). Street, city, state and zip are marked required; the
 * messages are the form's schema's (`addressFieldRules` of `@portal/shared/contracts` for the
 * spec's address rules).
 */
export const AddressFields = <T extends FieldValues = AddressValues>({
  control,
  names,
  labels,
  maxLengths,
  zipFormat = 'us',
  columns,
  autoCompleteSection,
  statePlaceholder,
  disabled,
}: AddressFieldsProps<T>) => {
  const m = useFormsMessages();
  const formControl = useFormControl(control);
  const fieldNames: Partial<Record<AddressPart, string>> = names ?? ACCOUNT_NAMES;
  const limits: Partial<Record<AddressPart, number>> = { ...DEFAULT_MAX_LENGTHS, ...maxLengths };
  const off = disabledProp(disabled);

  const field = (part: AddressPart, name: string): ReactNode => {
    const common = {
      control: formControl,
      name,
      label: labels?.[part] ?? m(DEFAULT_LABELS[part]),
      required: part !== 'county',
      maxLength: limits[part],
    };
    if (part === 'state') {
      return (
        <FormField
          {...common}
          render={(f) => (
            <StateSelect
              {...f}
              {...off}
              {...(statePlaceholder === undefined ? {} : { placeholder: statePlaceholder })}
            />
          )}
        />
      );
    }
    // The county has no autocomplete token of its own: a browser would offer anything.
    const completes =
      part === 'county' ? 'off' : autoComplete(autoCompleteSection, AUTOCOMPLETE_TOKENS[part]);
    if (part === 'zip' && zipFormat === 'us') {
      // The mask sets its own length.
      return (
        <FormField
          {...common}
          maxLength={undefined}
          render={(f) => <ZipInput {...f} {...off} autoComplete={completes} />}
        />
      );
    }
    return <FormField {...common} render={(f) => <Input {...f} {...off} autoComplete={completes} />} />;
  };

  // Consecutive parts with a width share one row; a part without one stands on its own line.
  const lines: AddressPart[][] = [];
  for (const part of ADDRESS_PARTS) {
    if (fieldNames[part] === undefined) continue;
    const last = lines.at(-1);
    if (last && columns?.[part] !== undefined && columns[last[0]!] !== undefined) last.push(part);
    else lines.push([part]);
  }

  return (
    <>
      {lines.map((line) => {
        const [first] = line as [AddressPart];
        const width = columns?.[first];
        if (width === undefined) return <Fragment key={first}>{field(first, fieldNames[first]!)}</Fragment>;
        return (
          <Row gutter={16} key={first}>
            {line.map((part) => (
              <Col xs={24} sm={columns?.[part]} key={part}>
                {field(part, fieldNames[part]!)}
              </Col>
            ))}
          </Row>
        );
      })}
    </>
  );
};

export type PhoneFieldProps<T extends FieldValues> = {
  /** The form; without it, react-hook-form's `FormProvider` around. */
  control?: Control<T>;
  /** The form's field; `phoneNumber` by default. */
  name?: FieldPath<T>;
  /** 'Phone number' by default. */
  label?: string;
  /** Marked required (default); the message is the form's schema's (`phoneNumberField`). */
  required?: boolean;
  /** `mask` (default): '(###) ###-####' as it is typed; `digits`: the digits only, 10 at most. */
  format?: PhoneFormat;
  autoCompleteSection?: AutoCompleteSection;
  /** Disables the field; without it, antd's `Form disabled` around decides. */
  disabled?: boolean;
};

/** A phone number: the one phone field of the portal's forms. */
export const PhoneField = <T extends FieldValues = PhoneValues>({
  control,
  name,
  label,
  required = true,
  format = 'mask',
  autoCompleteSection,
  disabled,
}: PhoneFieldProps<T>) => {
  const m = useFormsMessages();
  const formControl = useFormControl(control);
  return (
    <FormField
      control={formControl}
      name={name ?? 'phoneNumber'}
      label={label ?? m('phone.number')}
      required={required}
      render={(f) => (
        <PhoneInput
          {...f}
          {...disabledProp(disabled)}
          format={format}
          autoComplete={autoComplete(autoCompleteSection, 'tel-national')}
        />
      )}
    />
  );
};

/** The phone number (masked) and whether it takes text messages, by the names of `PhoneValues`. */
export const PhoneFields = () => {
  const m = useFormsMessages();
  const { control } = useFormContext<PhoneValues>();
  return (
    <>
      <PhoneField control={control} />
      <FormField
        control={control}
        name="phoneNumberTexting"
        label={m('phone.texting')}
        render={({ value, onChange, ...f }) => (
          <Checkbox {...f} checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)}>
            {m('phone.textingConsent')}
          </Checkbox>
        )}
      />
    </>
  );
};
