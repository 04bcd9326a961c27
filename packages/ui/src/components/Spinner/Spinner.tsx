import { cva } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../styles/cx';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

const spinner = cva(styles.base, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerSize;
  /** Announced text; defaults to the catalogue's "Chargement…". */
  label?: string;
  /** Shows the label next to the ring instead of only announcing it. */
  showLabel?: boolean;
  /** Inside a control that already announces its state (a busy Button): hidden from assistive technology. */
  decorative?: boolean;
}

export function Spinner({ size = 'md', label, showLabel = false, decorative = false, className, ...rest }: SpinnerProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage({ id: 'ui.spinner.label' });
  const ring = <span className={spinner({ size })} data-size={size} aria-hidden="true" />;
  if (decorative) {
    return (
      <span {...rest} className={cx(styles.wrapper, className)} aria-hidden="true">
        {ring}
      </span>
    );
  }
  return (
    <span {...rest} role="status" className={cx(styles.wrapper, className)}>
      {ring}
      <span className={showLabel ? undefined : styles.visuallyHidden}>{text}</span>
    </span>
  );
}
