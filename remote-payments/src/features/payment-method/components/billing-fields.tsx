import { PAYMENT_LIMITS } from '@portal/shared';
import { BaseFormField, BaseInput, BasePhoneInput, BaseStateSelect } from '@portal/shared/ui-base-forms';
import type { Control } from 'react-hook-form';
import { usePaymentMethodMessages } from '../messages/catalog';
import type { PaymentFormValues } from '../rules/payment-form';

type Props = { control: Control<PaymentFormValues>; disabled: boolean };

/** The billing info's text fields (spec 5.4 and 9): label (a message), most characters, autofill token. */
const TEXT_FIELDS = {
  firstName: {
    label: 'billing.firstName',
    maxLength: PAYMENT_LIMITS.billingName,
    autoComplete: 'given-name',
  },
  lastName: { label: 'billing.lastName', maxLength: PAYMENT_LIMITS.billingName, autoComplete: 'family-name' },
  address: { label: 'billing.address', maxLength: PAYMENT_LIMITS.address, autoComplete: 'street-address' },
  city: { label: 'billing.city', maxLength: PAYMENT_LIMITS.city, autoComplete: 'address-level2' },
  // Any 20 characters (spec 9), not the US mask of the account forms.
  zipCode: { label: 'billing.zipCode', maxLength: PAYMENT_LIMITS.zipCode, autoComplete: 'postal-code' },
  email: { label: 'billing.email', maxLength: PAYMENT_LIMITS.email, autoComplete: 'email', type: 'email' },
} as const;

/** A required text field of the billing info. */
const TextField = ({ control, disabled, part }: Props & { part: keyof typeof TEXT_FIELDS }) => {
  const m = usePaymentMethodMessages();
  const { label, maxLength, autoComplete, ...input } = TEXT_FIELDS[part];
  return (
    <BaseFormField
      control={control}
      name={`billing.${part}`}
      label={m(label)}
      required
      maxLength={maxLength}
      render={(field) => (
        <BaseInput {...field} {...input} disabled={disabled} autoComplete={`billing ${autoComplete}`} />
      )}
    />
  );
};

export const BillingZipField = (props: Props) => <TextField {...props} part="zipCode" />;

/**
 * Spec 5.4 and 9: the billing info a card or bank payment needs, every field required. Plain inputs
 * and the platform's own state list (the base kit): the payment card is on /checkout's first screen.
 */
export const BillingFields = (props: Props) => {
  const m = usePaymentMethodMessages();
  return (
    <fieldset className="pay-fieldset">
      <legend>{m('billing.legend')}</legend>
      <div className="pay-columns">
        <TextField {...props} part="firstName" />
        <TextField {...props} part="lastName" />
      </div>
      <TextField {...props} part="address" />
      <div className="pay-columns pay-columns-address">
        <TextField {...props} part="city" />
        <BaseFormField
          control={props.control}
          name="billing.state"
          label={m('billing.state')}
          required
          render={(field) => (
            <BaseStateSelect {...field} disabled={props.disabled} autoComplete="billing address-level1" />
          )}
        />
        <TextField {...props} part="zipCode" />
      </div>
      <div className="pay-columns pay-columns-contact">
        <BaseFormField
          control={props.control}
          name="billing.phone"
          label={m('billing.phone')}
          required
          render={(field) => (
            <BasePhoneInput
              {...field}
              format="digits"
              disabled={props.disabled}
              autoComplete="billing tel-national"
            />
          )}
        />
        <TextField {...props} part="email" />
      </div>
    </fieldset>
  );
};
