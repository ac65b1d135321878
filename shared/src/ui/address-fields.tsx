import { Checkbox, Input } from 'antd';
import { useFormContext } from 'react-hook-form';
import { FIELD_LIMITS } from '../forms/field-rules';
import { FormField } from './form-field';
import { PhoneInput, ZipInput } from './masked-inputs';
import { StateSelect } from './state-select';

/** The values `AddressFields` and `PhoneFields` read, by these names, from the form around them. */
export type AddressValues = {
  addressStreet: string;
  addressCity: string;
  addressCounty: string;
  addressState: string;
  addressZip: string;
};
export type PhoneValues = { phoneNumber: string; phoneNumberTexting: boolean };

/** Street, city, county, state and zip (masked), read through react-hook-form's context. */
export const AddressFields = () => {
  const { control } = useFormContext<AddressValues>();
  return (
    <>
      <FormField
        control={control}
        name="addressStreet"
        label="Street address"
        required
        maxLength={FIELD_LIMITS.street}
        render={(f) => <Input {...f} autoComplete="street-address" />}
      />
      <FormField
        control={control}
        name="addressCity"
        label="City"
        required
        maxLength={FIELD_LIMITS.city}
        render={(f) => <Input {...f} autoComplete="address-level2" />}
      />
      <FormField
        control={control}
        name="addressCounty"
        label="County"
        maxLength={FIELD_LIMITS.county}
        render={(f) => <Input {...f} />}
      />
      <FormField
        control={control}
        name="addressState"
        label="State"
        required
        render={(f) => <StateSelect {...f} />}
      />
      <FormField
        control={control}
        name="addressZip"
        label="Zip code"
        required
        render={(f) => <ZipInput {...f} />}
      />
    </>
  );
};

/** The phone number (masked) and whether it takes text messages. */
export const PhoneFields = () => {
  const { control } = useFormContext<PhoneValues>();
  return (
    <>
      <FormField
        control={control}
        name="phoneNumber"
        label="Phone number"
        required
        render={(f) => <PhoneInput {...f} />}
      />
      <FormField
        control={control}
        name="phoneNumberTexting"
        label="Text messages"
        render={({ value, onChange, ...f }) => (
          <Checkbox {...f} checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)}>
            I can receive text messages on this number
          </Checkbox>
        )}
      />
    </>
  );
};
