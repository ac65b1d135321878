import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { withClass } from './with-class';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'default' | 'primary' | 'danger' | 'link';
  size?: 'middle' | 'small';
  /**
   * Busy: refuses presses (a submit button submits nothing) and says so to assistive technology
   * (`aria-busy`, `aria-disabled`), drawn with a spinner. It stays enabled: disabling the button that
   * was just pressed would drop keyboard focus to the page.
   */
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
  onClick,
  children,
  ...rest
}: Props) => (
  <button
    type={type}
    className={withClass(classFor(variant, size), className)}
    disabled={disabled}
    aria-busy={loading || undefined}
    aria-disabled={loading || undefined}
    onClick={(event: MouseEvent<HTMLButtonElement>) => {
      if (loading) event.preventDefault();
      else onClick?.(event);
    }}
    {...rest}
  >
    {children}
  </button>
);
