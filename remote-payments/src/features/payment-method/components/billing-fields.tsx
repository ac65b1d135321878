import { PAYMENT_LIMITS } from '@portal/shared';
import { FormField, Input, StateSelect } from '@portal/shared/ui-forms';
import { Col, Row } from '@portal/shared/ui-data';
import type { Control } from 'react-hook-form';
import { digitsUpTo, type PaymentFormValues } from '../rules/payment-form';

type Props = { control: Control<PaymentFormValues>; disabled: boolean };

export const BillingZipField = ({ control, disabled }: Props) => (
  <FormField
    control={control}
    name="billing.zipCode"
    label="Billing zip code"
    required
    maxLength={PAYMENT_LIMITS.zipCode}
    render={(field) => <Input {...field} disabled={disabled} autoComplete="billing postal-code" />}
  />
);

/** Spec 5.4 and 9: the billing info a card or bank payment needs, every field required. */
export const BillingFields = ({ control, disabled, withZip }: Props & { withZip: boolean }) => (
  <fieldset className="pay-fieldset">
    <legend>Billing info</legend>
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <FormField
          control={control}
          name="billing.firstName"
          label="First name"
          required
          maxLength={PAYMENT_LIMITS.billingName}
          render={(field) => <Input {...field} disabled={disabled} autoComplete="billing given-name" />}
        />
      </Col>
      <Col xs={24} sm={12}>
        <FormField
          control={control}
          name="billing.lastName"
          label="Last name"
          required
          maxLength={PAYMENT_LIMITS.billingName}
          render={(field) => <Input {...field} disabled={disabled} autoComplete="billing family-name" />}
        />
      </Col>
    </Row>
    <FormField
      control={control}
      name="billing.address"
      label="Address"
      required
      maxLength={PAYMENT_LIMITS.address}
      render={(field) => <Input {...field} disabled={disabled} autoComplete="billing street-address" />}
    />
    <Row gutter={16}>
      <Col xs={24} sm={withZip ? 10 : 14}>
        <FormField
          control={control}
          name="billing.city"
          label="City"
          required
          maxLength={PAYMENT_LIMITS.city}
          render={(field) => <Input {...field} disabled={disabled} autoComplete="billing address-level2" />}
        />
      </Col>
      <Col xs={24} sm={withZip ? 7 : 10}>
        <FormField
          control={control}
          name="billing.state"
          label="State"
          required
          render={({ value, onChange, onBlur, id, ref, ...aria }) => (
            <StateSelect
              id={id}
              ref={ref}
              {...aria}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              disabled={disabled}
              virtual={false}
            />
          )}
        />
      </Col>
      {withZip ? (
        <Col xs={24} sm={7}>
          <BillingZipField control={control} disabled={disabled} />
        </Col>
      ) : null}
    </Row>
    <Row gutter={16}>
      <Col xs={24} sm={10}>
        <FormField
          control={control}
          name="billing.phone"
          label="Phone"
          required
          render={(field) => (
            <Input
              {...field}
              disabled={disabled}
              inputMode="tel"
              autoComplete="billing tel-national"
              maxLength={PAYMENT_LIMITS.phone}
              onChange={(event) => field.onChange(digitsUpTo(event.target.value, PAYMENT_LIMITS.phone))}
            />
          )}
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
