import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Eye, EyeOff } from 'lucide-react';
import { TextField, type TextFieldProps } from '../TextField';
import * as fieldStyles from '../FormField/FormField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** Starts with the password shown (a story or a screen that wants it visible). */
  defaultVisible?: boolean;
  /** Overrides the toggle's accessible label while the password is hidden. */
  showPasswordLabel?: string;
  /** Overrides the toggle's accessible label while the password is shown. */
  hidePasswordLabel?: string;
}

/** A password input with a show/hide toggle (spec public §2.6). */
export function PasswordField({
  defaultVisible = false,
  showPasswordLabel,
  hidePasswordLabel,
  disabled,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(defaultVisible);
  const toggleLabel = visible
    ? (hidePasswordLabel ?? intl.formatMessage({ id: 'ui.passwordField.hide' }))
    : (showPasswordLabel ?? intl.formatMessage({ id: 'ui.passwordField.show' }));
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={fieldStyles.inlineButton}
          aria-label={toggleLabel}
          disabled={disabled}
          onClick={() => setVisible((current) => !current)}
        >
          <Icon aria-hidden="true" size={18} />
        </button>
      }
    />
  );
}
