import { Input, type InputProps } from 'antd';
import { formatPhoneMask, formatZipMask } from '../forms/masks';

type MaskedInputProps = Omit<InputProps, 'onChange' | 'value'> & {
  value?: string;
  /** The masked text, as the student sees it. */
  onChange?: (value: string) => void;
};

/** A US phone number, masked '(###) ###-####' as it is typed (spec section 5, masks). */
export const PhoneInput = ({ onChange, ...props }: MaskedInputProps) => (
  <Input
    type="tel"
    inputMode="tel"
    autoComplete="tel-national"
    placeholder="(###) ###-####"
    maxLength={14}
    {...props}
    onChange={(event) => onChange?.(formatPhoneMask(event.target.value))}
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
