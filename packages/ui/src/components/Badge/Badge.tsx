import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'brand', 'accent', 'success', 'danger', 'warning', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badgeSizes = ['sm', 'md'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

const badge = cva(styles.base, { variants: { tone: styles.tone, size: styles.size }, defaultVariants: { tone: 'neutral', size: 'md' } });

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  size?: BadgeSize;
  /** A small decorative icon before the text. */
  icon?: ReactNode;
}

export function Badge({ tone = 'neutral', size = 'md', icon, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} data-variant={tone} data-size={size} className={badge({ tone, size, className })}>
      {icon ? (
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}
