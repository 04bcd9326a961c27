import type { ReactNode } from 'react';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import { describedBy, useFieldIds } from '../FormField';
import * as fieldStyles from '../FormField/FormField.css';
import { cx } from '../../styles/cx';
import * as styles from './Checkbox.css';

export type CheckboxState = boolean | 'indeterminate';

export interface CheckboxProps {
  label: ReactNode;
  checked?: CheckboxState;
  defaultChecked?: CheckboxState;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Form field name and value (a hidden native checkbox carries them in a form). */
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

/** A labelled checkbox on Radix (remember me, open/closed day, permanent banner). */
export function Checkbox({ label, checked, defaultChecked, onCheckedChange, disabled, required, hint, error, name, value, id, className }: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          id={ids.controlId}
          className={styles.box}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(state) => onCheckedChange?.(state === true)}
          disabled={disabled}
          required={required}
          name={name}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, hint, error)}
          data-invalid={invalid}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            {checked === 'indeterminate' ? <Minus aria-hidden="true" size={14} strokeWidth={3} /> : <Check aria-hidden="true" size={14} strokeWidth={3} />}
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={ids.controlId} className={styles.label} data-disabled={Boolean(disabled)}>
          {label}
          {required ? (
            <span aria-hidden="true" className={fieldStyles.requiredMarker}>
              *
            </span>
          ) : null}
        </label>
      </div>
      {hint ? (
        <p id={ids.hintId} className={cx(fieldStyles.hint, styles.message)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={cx(fieldStyles.error, styles.message)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
