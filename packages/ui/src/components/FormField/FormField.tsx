import { cva } from 'class-variance-authority';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { cx } from '../../styles/cx';
import * as styles from './FormField.css';

/** The box of a one-line control (text input, select) in one of the field sizes. */
export const controlBox = cva(styles.controlBox, { variants: { size: styles.controlSize }, defaultVariants: { size: 'md' } });

/** The ids that tie a control to its label, hint and error message. */
export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

const ReservedMessageLine = createContext(false);

/**
 * Wraps the fields of a form that validates as the user goes: each field keeps one line for its message, empty until
 * the message shows, so a message that appears on blur never moves what is under the pointer (the next click lands
 * where the user aimed). Search boxes and filters, which show no message, stay without it.
 */
export function FieldMessageLines({ children }: { children: ReactNode }) {
  return <ReservedMessageLine.Provider value={true}>{children}</ReservedMessageLine.Provider>;
}

export interface FieldMessageProps {
  id: string;
  children?: ReactNode;
  className?: string;
}

/** A field's error message: in a form of FieldMessageLines its line is kept while there is no message. */
export function FieldMessage({ id, children, className }: FieldMessageProps) {
  const reserved = useContext(ReservedMessageLine);
  if (!children && !reserved) return null;
  return (
    <p
      id={children ? id : undefined}
      className={cx(styles.error, reserved ? styles.reservedLine : undefined, className)}
      aria-hidden={children ? undefined : true}
    >
      {children}
    </p>
  );
}

/** The aria-describedby value of a control: its hint and its error, when shown. */
export function describedBy(ids: FieldIds, hint: ReactNode, error: ReactNode, ...extra: Array<string | undefined>): string | undefined {
  const parts = [hint ? ids.hintId : undefined, error ? ids.errorId : undefined, ...extra].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * A form whose state the container holds (its values, errors and touched flags) as a screen receives it: the
 * text fields of the screen read and report through it.
 */
export interface FormState<Field extends string> {
  values: { readonly [Name in Field]: string };
  errors?: Partial<Record<Field, string>>;
  touched?: Partial<Record<Field, boolean>>;
  onFieldChange: (field: Field, value: string) => void;
  onFieldBlur?: (field: Field) => void;
}

/** A field's error, shown once the field is touched (spec public §5: an invalid submit touches them all). */
export function fieldError<Field extends string>(form: Pick<FormState<Field>, 'errors' | 'touched'>, field: Field): string | undefined {
  return form.touched?.[field] ? form.errors?.[field] : undefined;
}

/** Wires a TextField, PasswordField or TextArea to one field of the form: value, error, change and blur. */
export function textFieldProps<Field extends string>(form: FormState<Field>, field: Field) {
  return {
    value: form.values[field],
    error: fieldError(form, field),
    onChange: (event: { target: { value: string } }) => form.onFieldChange(field, event.target.value),
    onBlur: () => form.onFieldBlur?.(field),
  };
}

export interface FormFieldProps {
  /** Visible label (also the accessible name of the control). */
  label: ReactNode;
  /** Keeps the label for assistive technology only (a search box whose purpose the layout shows). */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error message; shown under the control and announced through aria-describedby. */
  error?: ReactNode;
  required?: boolean;
  ids: FieldIds;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error laid out the same way for every form control of the kit. */
export function FormField({ label, hideLabel = false, hint, error, required = false, ids, className, children }: FormFieldProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={ids.controlId} className={hideLabel ? styles.visuallyHidden : styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredMarker}>
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldMessage id={ids.errorId}>{error}</FieldMessage>
    </div>
  );
}
