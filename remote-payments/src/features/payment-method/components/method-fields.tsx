import { PAYMENT_LIMITS } from '@portal/shared';
import { FormField, Input } from '@portal/shared/ui-forms';
import { Col, Row } from '@portal/shared/ui-data';
import type { Control } from 'react-hook-form';
import { securityCodeLengths } from '../../../contract';
import { digitsUpTo, formatCardNumber, formatExpiry, type PaymentFormValues } from '../rules/payment-form';

type Props = { control: Control<PaymentFormValues>; disabled: boolean };

/**
 * Spec 5.2 and 9: name on card (40), number ('#### #### #### #######'), expiry ('##/##') and
 * security code (4 digits at most). No value leaves the form's memory but through the card's report.
 */
export const CreditCardFields = ({ control, disabled, cardNumber }: Props & { cardNumber: string }) => (
  <>
    <FormField
      control={control}
      name="card.nameOnCard"
      label="Name on card"
      required
      maxLength={PAYMENT_LIMITS.nameOnCard}
      render={(field) => <Input {...field} disabled={disabled} autoComplete="cc-name" />}
    />
    <FormField
      control={control}
      name="card.cardNumber"
      label="Card number"
      required
      render={(field) => (
        <Input
          {...field}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          placeholder="#### #### #### ####"
          onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
        />
      )}
    />
    <Row gutter={16}>
      <Col xs={12}>
        <FormField
          control={control}
          name="card.expirationDate"
          label="Expiration (MM/YY)"
          required
          render={(field) => (
            <Input
              {...field}
              disabled={disabled}
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={5}
              placeholder="MM/YY"
              onChange={(event) => field.onChange(formatExpiry(event.target.value))}
            />
          )}
        />
      </Col>
      <Col xs={12}>
        <FormField
          control={control}
          name="card.securityCode"
          label="Security code"
          required
          extra={
            securityCodeLengths(cardNumber).length === 1
              ? `${securityCodeLengths(cardNumber)[0]} digits`
              : undefined
          }
          render={(field) => (
            <Input
              {...field}
              disabled={disabled}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              onChange={(event) => field.onChange(digitsUpTo(event.target.value, 4))}
            />
          )}
        />
      </Col>
    </Row>
  </>
);

/** Spec 5.3 and 9: routing number (9 digits) and account number (12 digits at most). */
export const BankDebitFields = ({ control, disabled }: Props) => (
  <Row gutter={16}>
    <Col xs={24} sm={12}>
      <FormField
        control={control}
        name="bank.routingNumber"
        label="Routing number"
        required
        render={(field) => (
          <Input
            {...field}
            disabled={disabled}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            onChange={(event) => field.onChange(digitsUpTo(event.target.value, 9))}
          />
        )}
      />
    </Col>
    <Col xs={24} sm={12}>
      <FormField
        control={control}
        name="bank.accountNumber"
        label="Account number"
        required
        render={(field) => (
          <Input
            {...field}
            disabled={disabled}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            onChange={(event) => field.onChange(digitsUpTo(event.target.value, 12))}
          />
        )}
      />
    </Col>
  </Row>
);
