import { Input, type InputProps } from 'antd';
import { formatPhoneMask, formatZipMask, phoneDigits } from '../forms/masks';

type MaskedInputProps = Omit<InputProps, 'onChange' | 'value'> & {
  value?: string;
  /** The masked text, as the student sees it. */
  onChange?: (value: string) => void;
};

/** `mask`: '(###) ###-####' as it is typed (spec section 5, masks); `digits`: the digits only, 10 at most. */
export type PhoneFormat = 'mask' | 'digits';

/** A US phone number, masked '(###) ###-####' as it is typed, or kept to its digits (`format="digits"`). */
export const PhoneInput = ({
  onChange,
  format = 'mask',
  ...props
}: MaskedInputProps & { format?: PhoneFormat }) => (
  <Input
    type="tel"
    inputMode="tel"
    autoComplete="tel-national"
    {...(format === 'mask' ? { placeholder: '(###) ###-####', maxLength: 14 } : { maxLength: 10 })}
    {...props}
    onChange={(event) =>
      onChange?.(format === 'mask' ? formatPhoneMask(event.target.value) : phoneDigits(event.target.value))
    }
  />
);

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
