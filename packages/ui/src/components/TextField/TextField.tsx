import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField, describedBy, useFieldIds } from '../FormField';
import { controlBox } from '../FormField/FormField';
import * as fieldStyles from '../FormField/FormField.css';
import { cx } from '../../styles/cx';

export const textFieldSizes = ['sm', 'md', 'lg'] as const;
export type TextFieldSize = (typeof textFieldSizes)[number];

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error message: sets aria-invalid and is read through aria-describedby. */
  error?: ReactNode;
  size?: TextFieldSize;
  /** Content before the value inside the box (an icon). */
  leading?: ReactNode;
  /** Content after the value inside the box (a show-password or clear button). */
  trailing?: ReactNode;
  /** Extra ids for aria-describedby (a counter a wrapper renders). */
  describedById?: string;
  /** Class for the native input itself (className goes to the field wrapper). */
  inputClassName?: string;
}

export function TextField({
  label,
  hideLabel,
  hint,
  error,
  size = 'md',
  leading,
  trailing,
  describedById,
  inputClassName,
  required,
  disabled,
  id,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} ids={ids} className={className}>
      <div className={controlBox({ size })} data-size={size} data-invalid={invalid} data-disabled={Boolean(disabled)}>
        {leading ? <span className={fieldStyles.adornment}>{leading}</span> : null}
        <input
          {...inputProps}
          id={ids.controlId}
          type={type}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, hint, error, describedById)}
          className={cx(fieldStyles.bareInput, inputClassName)}
        />
        {trailing}
      </div>
    </FormField>
  );
}
