import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormField, describedBy, useFieldIds } from '../FormField';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Maximum length shown by the counter 'n / max'. */
  maxLength?: number;
  /**
   * Lets typing go past maxLength (the counter turns red) so a screen can show its own message
   * ('Maximum 500 caractères autorisés.') instead of silently truncating. Default false: the browser stops at max.
   */
  allowOverflow?: boolean;
  /** Hides the counter even when maxLength is set. */
  hideCounter?: boolean;
}

function lengthOf(value: TextAreaProps['value']): number {
  if (value === undefined || value === null) return 0;
  return Array.isArray(value) ? value.join(',').length : String(value).length;
}

/** A multi-line text input with an optional character counter 'n / max'. */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  maxLength,
  allowOverflow = false,
  hideCounter = false,
  required,
  id,
  className,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const intl = useIntl();
  const ids = useFieldIds(id);
  const [uncontrolledLength, setUncontrolledLength] = useState(() => lengthOf(defaultValue));
  const length = value !== undefined ? lengthOf(value) : uncontrolledLength;
  const showCounter = maxLength !== undefined && !hideCounter;
  const counterId = `${ids.controlId}-counter`;
  const invalid = Boolean(error);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} ids={ids} className={className}>
      <textarea
        {...props}
        id={ids.controlId}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        required={required}
        maxLength={allowOverflow ? undefined : maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids, hint, error, showCounter ? counterId : undefined)}
        className={fieldStyles.textarea}
      />
      {showCounter ? (
        <span id={counterId} className={styles.counter} data-over={length > maxLength}>
          {intl.formatMessage({ id: 'ui.textArea.counter' }, { count: length, max: maxLength })}
        </span>
      ) : null}
    </FormField>
  );
}
