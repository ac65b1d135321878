import { PAYMENT_LIMITS } from '@portal/shared';
import { BaseFormField, BaseInput, BasePhoneInput, BaseStateSelect } from '@portal/shared/ui-base-forms';
import type { Control } from 'react-hook-form';
import type { PaymentFormValues } from '../rules/payment-form';

type Props = { control: Control<PaymentFormValues>; disabled: boolean };

type TextName =
  | 'billing.firstName'
  | 'billing.lastName'
  | 'billing.address'
  | 'billing.city'
  | 'billing.zipCode'
  | 'billing.email';

/** A required text field of the billing info, with its browser autofill token ('billing …'). */
const TextField = ({
  control,
  disabled,
  name,
  label,
  maxLength,
  autoComplete,
  type,
}: Props & { name: TextName; label: string; maxLength: number; autoComplete: string; type?: string }) => (
  <BaseFormField
    control={control}
    name={name}
    label={label}
    required
    maxLength={maxLength}
    render={(field) => (
      <BaseInput {...field} disabled={disabled} type={type} autoComplete={`billing ${autoComplete}`} />
    )}
  />
);

/** The billing zip: any 20 characters (spec 9), not the US mask of the account forms. */
export const BillingZipField = ({ control, disabled }: Props) => (
  <TextField
    control={control}
    disabled={disabled}
    name="billing.zipCode"
    label="Billing zip code"
    maxLength={PAYMENT_LIMITS.zipCode}
    autoComplete="postal-code"
  />
);

/**
 * Spec 5.4 and 9: the billing info a card or bank payment needs, every field required. Plain inputs
 * and the phone's own state list (the base kit): the payment card is on /checkout's first screen.
 */
export const BillingFields = ({ control, disabled }: Props) => (
  <fieldset className="pay-fieldset">
    <legend>Billing info</legend>
    <div className="pay-columns">
      <TextField
        control={control}
        disabled={disabled}
        name="billing.firstName"
        label="First name"
        maxLength={PAYMENT_LIMITS.billingName}
        autoComplete="given-name"
      />
      <TextField
        control={control}
        disabled={disabled}
        name="billing.lastName"
        label="Last name"
        maxLength={PAYMENT_LIMITS.billingName}
        autoComplete="family-name"
      />
    </div>
    <TextField
      control={control}
      disabled={disabled}
      name="billing.address"
      label="Address"
      maxLength={PAYMENT_LIMITS.address}
      autoComplete="street-address"
    />
    <div className="pay-columns pay-columns-address">
      <TextField
        control={control}
        disabled={disabled}
        name="billing.city"
        label="City"
        maxLength={PAYMENT_LIMITS.city}
        autoComplete="address-level2"
      />
      <BaseFormField
        control={control}
        name="billing.state"
        label="State"
        required
        render={(field) => (
          <BaseStateSelect {...field} disabled={disabled} autoComplete="billing address-level1" />
        )}
      />
      <BillingZipField control={control} disabled={disabled} />
    </div>
    <div className="pay-columns pay-columns-contact">
      <BaseFormField
        control={control}
        name="billing.phone"
        label="Phone"
        required
        render={(field) => (
          <BasePhoneInput
            {...field}
            format="digits"
            disabled={disabled}
            autoComplete="billing tel-national"
          />
        )}
      />
      <TextField
        control={control}
        disabled={disabled}
        name="billing.email"
        label="E-mail"
        maxLength={PAYMENT_LIMITS.email}
        autoComplete="email"
        type="email"
      />
    </div>
  </fieldset>
);
