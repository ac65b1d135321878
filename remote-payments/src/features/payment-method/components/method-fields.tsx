import { PAYMENT_LIMITS } from '@portal/shared';
import { BaseFormField, BaseInput } from '@portal/shared/ui-base-forms';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { securityCodeLengths } from '../../../contract';
import { usePaymentMethodMessages } from '../messages/catalog';
import { digitsUpTo, formatCardNumber, formatExpiry, type PaymentFormValues } from '../rules/payment-form';

type Props = { control: Control<PaymentFormValues>; disabled: boolean };

type NumericName =
  | 'card.cardNumber'
  | 'card.expirationDate'
  | 'card.securityCode'
  | 'bank.routingNumber'
  | 'bank.accountNumber';

/**
 * A required number typed on the numeric keypad: every keystroke goes through `mask`, so the field
 * only ever holds what spec 9 allows (the card's spacing, the expiry's slash, a digit limit).
 */
const NumericField = ({
  control,
  disabled,
  name,
  label,
  extra,
  mask,
  autoComplete,
  maxLength,
  placeholder,
}: Props & {
  name: NumericName;
  label: string;
  extra?: ReactNode;
  mask: (typed: string) => string;
  autoComplete: string;
  maxLength: number;
  placeholder?: string;
}) => (
  <BaseFormField
    control={control}
    name={name}
    label={label}
    required
    extra={extra}
    render={(field) => (
      <BaseInput
        {...field}
        disabled={disabled}
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => field.onChange(mask(event.target.value))}
      />
    )}
  />
);

/**
 * Spec 5.2 and 9: name on card (40), number ('#### #### #### #######'), expiry ('##/##') and
 * security code (4 digits at most). No value leaves the form's memory but through the card's report.
 */
export const CreditCardFields = ({ control, disabled, cardNumber }: Props & { cardNumber: string }) => {
  const m = usePaymentMethodMessages();
  const codeLengths = securityCodeLengths(cardNumber);
  return (
    <>
      <BaseFormField
        control={control}
        name="card.nameOnCard"
        label={m('cardFields.nameOnCard')}
        required
        maxLength={PAYMENT_LIMITS.nameOnCard}
        render={(field) => <BaseInput {...field} disabled={disabled} autoComplete="cc-name" />}
      />
      <NumericField
        control={control}
        disabled={disabled}
        name="card.cardNumber"
        label={m('cardFields.cardNumber')}
        autoComplete="cc-number"
        maxLength={23}
        placeholder="#### #### #### ####"
        mask={formatCardNumber}
      />
      <div className="pay-columns pay-columns-always">
        <NumericField
          control={control}
          disabled={disabled}
          name="card.expirationDate"
          label={m('cardFields.expiration')}
          autoComplete="cc-exp"
          maxLength={5}
          placeholder={m('cardFields.expirationPlaceholder')}
          mask={formatExpiry}
        />
        <NumericField
          control={control}
          disabled={disabled}
          name="card.securityCode"
          label={m('cardFields.securityCode')}
          extra={
            codeLengths.length === 1
              ? m('cardFields.securityCodeDigits', { count: codeLengths[0] })
              : undefined
          }
          autoComplete="cc-csc"
          maxLength={4}
          mask={(typed) => digitsUpTo(typed, 4)}
        />
      </div>
    </>
  );
};

/** Spec 5.3 and 9: routing number (9 digits) and account number (12 digits at most). */
const BANK_NUMBERS = [
  { name: 'bank.routingNumber', label: 'bankFields.routingNumber', digits: 9 },
  { name: 'bank.accountNumber', label: 'bankFields.accountNumber', digits: 12 },
] as const;

export const BankDebitFields = ({ control, disabled }: Props) => {
  const m = usePaymentMethodMessages();
  return (
    <div className="pay-columns">
      {BANK_NUMBERS.map(({ name, label, digits }) => (
        <NumericField
          key={name}
          control={control}
          disabled={disabled}
          name={name}
          label={m(label)}
          autoComplete="off"
          maxLength={digits}
          mask={(typed) => digitsUpTo(typed, digits)}
        />
      ))}
    </div>
  );
};
