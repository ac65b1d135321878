import { PAYMENT_LIMITS } from '@portal/shared';
import { AddressFields, FormField, Input, PhoneField } from '@portal/shared/ui-forms';
import { Col, Row } from '@portal/shared/ui-data';
import type { Control } from 'react-hook-form';
import type { PaymentFormValues } from '../rules/payment-form';

type Props = { control: Control<PaymentFormValues>; disabled: boolean };

/** The billing address as the shared address form asks for it: no county, a zip of any 20 characters. */
const billingAddress = {
  names: { street: 'billing.address', city: 'billing.city', state: 'billing.state', zip: 'billing.zipCode' },
  labels: { street: 'Address', zip: 'Billing zip code' },
  maxLengths: { street: PAYMENT_LIMITS.address, city: PAYMENT_LIMITS.city, zip: PAYMENT_LIMITS.zipCode },
  zipFormat: 'text',
  autoCompleteSection: 'billing',
} as const;

const BILLING_NAMES = [
  { part: 'firstName', label: 'First name', autoComplete: 'billing given-name' },
  { part: 'lastName', label: 'Last name', autoComplete: 'billing family-name' },
] as const;

export const BillingZipField = ({ control, disabled }: Props) => (
  <AddressFields
    {...billingAddress}
    names={{ zip: billingAddress.names.zip }}
    control={control}
    disabled={disabled}
  />
);

/** Spec 5.4 and 9: the billing info a card or bank payment needs, every field required. */
export const BillingFields = ({ control, disabled }: Props) => (
  <fieldset className="pay-fieldset">
    <legend>Billing info</legend>
    <Row gutter={16}>
      {BILLING_NAMES.map(({ part, label, autoComplete }) => (
        <Col xs={24} sm={12} key={part}>
          <FormField
            control={control}
            name={`billing.${part}`}
            label={label}
            required
            maxLength={PAYMENT_LIMITS.billingName}
            render={(field) => <Input {...field} disabled={disabled} autoComplete={autoComplete} />}
          />
        </Col>
      ))}
    </Row>
    <AddressFields
      {...billingAddress}
      control={control}
      disabled={disabled}
      columns={{ city: 10, state: 7, zip: 7 }}
    />
    <Row gutter={16}>
      <Col xs={24} sm={10}>
        <PhoneField
          control={control}
          name="billing.phone"
          label="Phone"
          format="digits"
          autoCompleteSection="billing"
          disabled={disabled}
        />
      </Col>
      <Col xs={24} sm={14}>
        <FormField
          control={control}
          name="billing.email"
          label="E-mail"
          required
          maxLength={PAYMENT_LIMITS.email}
          render={(field) => (
            <Input {...field} disabled={disabled} type="email" autoComplete="billing email" />
          )}
        />
      </Col>
    </Row>
  </fieldset>
);
