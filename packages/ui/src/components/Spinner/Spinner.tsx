import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

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
  const ring = <span className={styles.spinner({ size })} data-size={size} aria-hidden="true" />;
  if (decorative) {
    return (
      <span {...rest} className={[styles.wrapper, className].filter(Boolean).join(' ')} aria-hidden="true">
        {ring}
      </span>
    );
  }
  return (
    <span {...rest} role="status" className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      {ring}
      <span className={showLabel ? undefined : styles.visuallyHidden}>{text}</span>
    </span>
  );
}
