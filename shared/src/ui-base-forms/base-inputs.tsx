import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { phoneInputFormat, type PhoneFormat } from '../forms/masks';
import { withClass } from '../ui-base/with-class';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A text input of the base kit, as wide as its field. */
export const BaseInput = ({ className, ...props }: InputProps) => (
  <input className={withClass('pt-input pt-input-block', className)} {...props} />
);

/**
 * A US phone number, masked '(###) ###-####' as it is typed (spec section 5, masks), or kept to its
 * digits (`format="digits"`): `onChange` gets that text, as the antd kit's PhoneInput does.
 */
export const BasePhoneInput = ({
  onChange,
  format = 'mask',
  ...props
}: Omit<InputProps, 'onChange' | 'value'> & {
  value?: string;
  onChange?: (value: string) => void;
  format?: PhoneFormat;
}) => {
  const phone = phoneInputFormat(format, onChange);
  return <BaseInput {...phone.defaults} {...props} onChange={phone.onChange} />;
};

/** A text area of the base kit; with `maxLength`, the count of characters used shows under it. */
export const BaseTextArea = ({
  className,
  value,
  maxLength,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { value?: string; ref?: Ref<HTMLTextAreaElement> }) => (
  <>
    <textarea
      className={withClass('pt-input pt-input-block pt-textarea', className)}
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
