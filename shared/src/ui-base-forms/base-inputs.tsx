import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { formatPhoneMask } from '../forms/masks';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A text input of the base kit, as wide as its field. */
export const BaseInput = ({ className, ...props }: InputProps) => (
  <input className={['pt-input pt-input-block', className].filter(Boolean).join(' ')} {...props} />
);

/**
 * A US phone number, masked '(###) ###-####' as it is typed (spec section 5, masks): `onChange` gets
 * the masked text, as the antd kit's PhoneInput does.
 */
export const BasePhoneInput = ({
  onChange,
  ...props
}: Omit<InputProps, 'onChange' | 'value'> & { value?: string; onChange?: (value: string) => void }) => (
  <BaseInput
    type="tel"
    inputMode="tel"
    autoComplete="tel-national"
    placeholder="(###) ###-####"
    maxLength={14}
    {...props}
    onChange={(event) => onChange?.(formatPhoneMask(event.target.value))}
  />
);

/** A text area of the base kit; with `maxLength`, the count of characters used shows under it. */
export const BaseTextArea = ({
  className,
  value,
  maxLength,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { value?: string; ref?: Ref<HTMLTextAreaElement> }) => (
  <>
    <textarea
      className={['pt-input pt-input-block pt-textarea', className].filter(Boolean).join(' ')}
      value={value}
      maxLength={maxLength}
      {...props}
    />
    {maxLength === undefined ? null : (
      <div className="pt-count">
        {(value ?? '').length} / {maxLength}
      </div>
    )}
  </>
);
