import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];

export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

const iconButton = cva(styles.base, {
  variants: { variant: styles.variant, size: styles.size, round: styles.round },
  defaultVariants: { variant: 'ghost', size: 'md', round: false },
});

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The accessible name; required because the button shows only an icon. Also shown as a tooltip. */
  label: string;
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  round?: boolean;
}

export function IconButton({ label, icon, variant = 'ghost', size = 'md', round = false, className, type = 'button', title, ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={title ?? label}
      data-variant={variant}
      data-size={size}
      className={iconButton({ variant, size, round, className })}
    >
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </button>
  );
}
