import './antd-setup';
// Sets zod's fallback message for every form: no check says 'Invalid input' to a student.
import './form-messages';
/** Form controls; forms validate with react-hook-form and zod, never antd rules. */
export { Checkbox, Form, Input, Radio, Select, Slider } from 'antd';
export { FormField, type FieldRenderProps } from './form-field';
/** The portal's own controls, for every remote's forms: masks and the spec's date rules wired once. */
export { PhoneInput, ZipInput, type PhoneFormat } from './masked-inputs';
export { StateSelect } from './state-select';
export { BirthDateSelect, DateSelect } from './date-select';
export {
  AddressFields,
  EMPTY_ADDRESS_PHONE,
  PhoneField,
  PhoneFields,
  type AddressFieldsProps,
  type AddressPart,
  type AddressValues,
  type AutoCompleteSection,
  type PhoneFieldProps,
  type PhoneValues,
} from './address-fields';
export {
  LegalNameField,
  LegalNameFields,
  type LegalNameFieldProps,
  type LegalNamePart,
  type LegalNameValues,
} from './legal-name-fields';
