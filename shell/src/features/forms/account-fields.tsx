import { formatPhoneMask, formatZipMask, US_STATES } from '@portal/shared';
import { Checkbox, FormField, Input, Select } from '@portal/shared/ui-forms';
import { useFormContext } from 'react-hook-form';

/**
 * Field groups that several account forms share (register, the completion modal, the completion card,
 * the password reset). Each reads its form through react-hook-form's context, so any form whose values
 * include these fields can render them.
 */
type LegalNameValues = { firstName: string; lastName: string };
type PasswordValues = { password: string; passwordConfirmation: string };
type AddressPhoneValues = {
  addressStreet: string;
  addressCity: string;
  addressCounty: string;
  addressState: string;
  addressZip: string;
  phoneNumber: string;
  phoneNumberTexting: boolean;
};

const stateOptions = US_STATES.map((state) => ({ value: state.code, label: state.name }));

export const LegalNameFields = () => {
  const { control } = useFormContext<LegalNameValues>();
  return (
    <>
      <FormField
        control={control}
        name="firstName"
        label="Legal first name"
        required
        render={(f) => <Input {...f} autoComplete="given-name" />}
      />
      <FormField
        control={control}
        name="lastName"
        label="Legal last name"
        required
        render={(f) => <Input {...f} autoComplete="family-name" />}
      />
    </>
  );
};

export const PasswordFields = ({ passwordLabel = 'Password' }: { passwordLabel?: string }) => {
  const { control } = useFormContext<PasswordValues>();
  return (
    <>
      <FormField
        control={control}
        name="password"
        label={passwordLabel}
        required
        render={(f) => <Input.Password {...f} autoComplete="new-password" />}
      />
      <FormField
        control={control}
        name="passwordConfirmation"
        label="Password confirmation"
        required
        render={(f) => <Input.Password {...f} autoComplete="new-password" />}
      />
    </>
  );
};

/** Street, city, county, state, zip (masked), phone (masked) and whether it takes text messages. */
export const AddressPhoneFields = () => {
  const { control } = useFormContext<AddressPhoneValues>();
  return (
    <>
      <FormField
        control={control}
        name="addressStreet"
        label="Street address"
        required
        render={(f) => <Input {...f} autoComplete="street-address" />}
      />
      <FormField
        control={control}
        name="addressCity"
        label="City"
        required
        render={(f) => <Input {...f} autoComplete="address-level2" />}
      />
      <FormField control={control} name="addressCounty" label="County" render={(f) => <Input {...f} />} />
      <FormField
        control={control}
        name="addressState"
        label="State"
        required
        render={(f) => (
          <Select
            {...f}
            showSearch
            optionFilterProp="label"
            options={stateOptions}
            placeholder="Choose a state"
          />
        )}
      />
      <FormField
        control={control}
        name="addressZip"
        label="Zip code"
        required
        render={(f) => (
          <Input
            {...f}
            inputMode="numeric"
            autoComplete="postal-code"
            onChange={(e) => f.onChange(formatZipMask(e.target.value))}
          />
        )}
      />
      <FormField
        control={control}
        name="phoneNumber"
        label="Phone number"
        required
        render={(f) => (
          <Input
            {...f}
            type="tel"
            autoComplete="tel-national"
            onChange={(e) => f.onChange(formatPhoneMask(e.target.value))}
          />
        )}
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
