import { Input, type InputProps } from 'antd';
import { formatZipMask, phoneInputFormat, type PhoneFormat } from '../forms/masks';

type MaskedInputProps = Omit<InputProps, 'onChange' | 'value'> & {
  value?: string;
  /** The masked text, as the student sees it. */
  onChange?: (value: string) => void;
};

export type { PhoneFormat };

/** A US phone number, masked '(###) ###-####' as it is typed, or kept to its digits (`format="digits"`). */
export const PhoneInput = ({
  onChange,
  format = 'mask',
  ...props
}: MaskedInputProps & { format?: PhoneFormat }) => {
  const phone = phoneInputFormat(format, onChange);
  return <Input {...phone.defaults} {...props} onChange={phone.onChange} />;
};

/** A US zip code, masked '#####' or '#####-####' as it is typed. */
export const ZipInput = ({ onChange, ...props }: MaskedInputProps) => (
  <Input
    inputMode="numeric"
    autoComplete="postal-code"
    placeholder="#####-####"
    maxLength={10}
    {...props}
    onChange={(event) => onChange?.(formatZipMask(event.target.value))}
  />
);
