import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { ProviderLink as Link } from '../../provider/LinkProvider';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

const button = cva(styles.base, {
  variants: { variant: styles.variant, size: styles.size, fullWidth: styles.fullWidth },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work in progress: shows a spinner, blocks clicks and announces busy. */
  busy?: boolean;
  /** Label while busy (e.g. 'Enregistrement...'); the normal label stays when omitted. */
  busyLabel?: ReactNode;
  /** Icon before the label (decorative). */
  leadingIcon?: ReactNode;
  /** Icon after the label (decorative). */
  trailingIcon?: ReactNode;
  fullWidth?: boolean;
}

/** The kit's button. Busy keeps the button focusable (aria-disabled) so the screen reader hears the new label. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  leadingIcon,
  trailingIcon,
  fullWidth = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const spinnerSize = size === 'lg' ? 'md' : 'sm';
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      data-variant={variant}
      data-size={size}
      className={button({ variant, size, fullWidth, className })}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {busy ? (
        <Spinner size={spinnerSize} decorative />
      ) : leadingIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {leadingIcon}
        </span>
      ) : null}
      {busy && busyLabel !== undefined ? busyLabel : children}
      {!busy && trailingIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {trailingIcon}
        </span>
      ) : null}
    </button>
  );
}

export interface ButtonLinkProps extends ComponentPropsWithRef<'a'> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
  fullWidth?: boolean;
}

/** A link that looks like a button (navigation, not an action), rendered through the provider's link component. */
export function ButtonLink({ variant = 'primary', size = 'md', leadingIcon, trailingIcon, fullWidth = false, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link {...rest} data-variant={variant} data-size={size} className={button({ variant, size, fullWidth, className })}>
      {leadingIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {leadingIcon}
        </span>
      ) : null}
      {children}
      {trailingIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {trailingIcon}
        </span>
      ) : null}
    </Link>
  );
}
