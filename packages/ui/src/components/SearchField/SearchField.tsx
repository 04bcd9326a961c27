import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Search, X } from 'lucide-react';
import { TextField, type TextFieldProps } from '../TextField';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<TextFieldProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'onSubmit' | 'leading' | 'trailing'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Enter in the field submits the current value (spec public §2.3: Enter triggers the search). In a form, Enter is the
   * browser's own: it sends the form (implicit submission) and the form's submit handler searches; this is not called.
   */
  onSubmit?: (value: string) => void;
  /** Shows a clear button while there is text. */
  clearable?: boolean;
  /** Called after the clear button emptied the field. */
  onClear?: () => void;
  /** Overrides the clear button's accessible label. */
  clearLabel?: string;
}

/**
 * A search box: Enter submits, an optional button clears it. The screen decides what "search" does: a form's submit
 * handler when the field is in a form, `onSubmit` otherwise.
 */
export function SearchField({
  value,
  defaultValue = '',
  onValueChange,
  onSubmit,
  clearable = false,
  onClear,
  clearLabel,
  onKeyDown,
  disabled,
  className,
  ...props
}: SearchFieldProps) {
  const intl = useIntl();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;

  // Without `value`, the box is the browser's (defaultValue): what the visitor types before the page's script has
  // started stays in it, whatever React renders later; the state only tells whether the clear button shows.
  const controlled = value !== undefined;
  const change = (next: string) => {
    if (!controlled) setUncontrolled(next);
    onValueChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    // An IME composition's Enter confirms the composed text, it is not a submit.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing && !event.defaultPrevented) {
      // In a form, the browser sends the form: one way to search for Enter and the button, the form's submit event.
      if (event.currentTarget.form) return;
      event.preventDefault();
      onSubmit?.(current);
    }
  };

  return (
    <TextField
      {...props}
      type="search"
      className={className}
      disabled={disabled}
      {...(controlled ? { value } : { defaultValue })}
      onChange={(event) => change(event.target.value)}
      onKeyDown={handleKeyDown}
      leading={<Search aria-hidden="true" size={18} />}
      trailing={
        clearable && current !== '' ? (
          <button
            type="button"
            className={fieldStyles.inlineButton}
            aria-label={clearLabel ?? intl.formatMessage({ id: 'ui.searchField.clear' })}
            disabled={disabled}
            onClick={(event) => {
              const input = event.currentTarget.parentElement?.querySelector('input');
              if (!controlled && input) input.value = '';
              change('');
              onClear?.();
              // Back to the field so the user can type the next search at once.
              input?.focus();
            }}
          >
            <X aria-hidden="true" size={18} />
          </button>
        ) : null
      }
      inputClassName={styles.input}
    />
  );
}
