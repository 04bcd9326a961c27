import { useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { FormField, describedBy, useFieldIds } from '../FormField';
import { controlBox } from '../FormField/FormField';
import type { TextFieldSize } from '../TextField';
import * as styles from './Select.css';

/** The value of the "all ..." option: no filter (spec public §2.3: 'all countries', 'all sectors'). */
export const selectAllValue = '';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  /** Form field name of the native select. */
  name?: string;
  options: readonly SelectOption[];
  /**
   * The chosen value. Passing the prop, even as undefined (a form field still empty), makes the select controlled:
   * undefined or '' then shows the placeholder or the "all ..." option.
   */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Text shown while nothing is chosen (when there is no "all ..." option). */
  placeholder?: string;
  /** Label of an "all ..." option listed first; choosing it gives `selectAllValue` (''), meaning no filter. */
  allOption?: string;
  size?: TextFieldSize;
  className?: string;
  /** Drawn inside the box before the chosen option's text (a country's flag): the browser's list shows text only. */
  leading?: ReactNode;
}

/**
 * A labelled single choice, on the browser's own select (the phone's native picker on mobile, no script for the
 * list), with an optional "all ..." option for filters.
 */
export function Select(props: SelectProps) {
  const {
    label,
    hideLabel,
    hint,
    error,
    required,
    disabled,
    id,
    name,
    options,
    value,
    defaultValue,
    onValueChange,
    placeholder,
    allOption,
    size = 'md',
    className,
    leading,
  } = props;
  const ids = useFieldIds(id);
  const controlled = Object.hasOwn(props, 'value');
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const selected = (controlled ? value : uncontrolledValue) ?? '';
  const hasAll = allOption !== undefined;
  const showsPlaceholder = !hasAll && selected === '';
  const invalid = Boolean(error);
  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} ids={ids} className={className}>
      <div className={styles.root}>
        <select
          id={ids.controlId}
          name={name}
          required={required}
          disabled={disabled}
          // Uncontrolled, the choice is the browser's (defaultValue): one made before the page's script has started
          // stays, whatever React renders later; the state only tells whether the placeholder shows.
          {...(controlled ? { value: selected } : { defaultValue: defaultValue ?? '' })}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (!controlled) setUncontrolledValue(next);
            onValueChange?.(next);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, hint, error)}
          data-size={size}
          data-invalid={invalid}
          data-disabled={Boolean(disabled)}
          data-placeholder={showsPlaceholder || undefined}
          data-leading={leading ? true : undefined}
          className={controlBox({ size, className: styles.select })}
        >
          {hasAll ? <option value={selectAllValue}>{allOption}</option> : null}
          {/* Hidden from the list, so '' cannot be chosen back; `required` then rejects a form left on it. */}
          {showsPlaceholder ? (
            <option value="" disabled hidden>
              {placeholder ?? ''}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        {leading ? (
          <span aria-hidden="true" className={styles.leading}>
            {leading}
          </span>
        ) : null}
        <ChevronDown aria-hidden="true" size={18} className={styles.chevron} />
      </div>
    </FormField>
  );
}
