import type { ButtonHTMLAttributes, Ref } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'default' | 'primary' | 'danger' | 'link';
  size?: 'middle' | 'small';
  /** Busy: disabled, and says so to assistive technology. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

const classFor = (variant: NonNullable<Props['variant']>, size: NonNullable<Props['size']>) =>
  variant === 'link'
    ? 'pt-link-btn'
    : ['pt-btn', variant === 'default' ? '' : `pt-btn-${variant}`, size === 'small' ? 'pt-btn-sm' : '']
        .filter(Boolean)
        .join(' ');

/** A button in the portal's look, without antd. */
export const Button = ({
  variant = 'default',
  size = 'middle',
  loading = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: Props) => (
  <button
    type={type}
    className={[classFor(variant, size), className].filter(Boolean).join(' ')}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    {...rest}
  >
    {children}
  </button>
);
