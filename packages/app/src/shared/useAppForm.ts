import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { pwaIntl, refusedOffline } from './pwaMessages';
import { apiErrorOf } from '../data/serviceCall';

// The one form state of the app (DESIGN.md "Forms and screens"): every form of the product (sign-in, new password,
// review, profile, hours, member, banner, announcement, Amcham, names) keeps its values, its errors and its submit
// through it, so each opens in its true state and behaves the same way.

/** A form's messages by path: a field's name ('title'), or a nested one ('days[2].openingTime'). */
export type FormErrors = Readonly<Partial<Record<string, string>>>;

/**
 * Every rule the values break, the first message of each path. Validation is synchronous (every schema of the app
 * is), so the errors always belong to the values shown: none is computed on old values, none arrives late.
 */
export function validationErrors(schema: AnyObjectSchema, values: unknown): FormErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const failure of error.inner.length > 0 ? error.inner : [error]) {
      const path = failure.path ?? '';
      errors[path] ??= failure.message;
    }
    return errors;
  }
}

interface SubmitHelpers {
  /** Starts the form again from its initial values (after a save that closes or keeps the form). */
  reset: () => void;
  /**
   * A refused save: the service's field messages go under their fields (`fields` of a 400), anything else shows as
   * the form's error, in the catalogue's words, or `fallback` when the failure has none.
   */
  fail: (error: unknown, fallback?: string) => void;
}

export interface AppFormOptions<Values extends object> {
  /** The values the form opens with. Other values (a reloaded record, another one to edit) start the form again. */
  initialValues: Values;
  /** The form's rules, built with the interface language's messages: a new schema (language change) revalidates. */
  schema: AnyObjectSchema;
  /** Runs with the values once the form is valid; never twice at once (spec public §4: a save is ignored meanwhile). */
  onSubmit: (values: Values, helpers: SubmitHelpers) => Promise<void> | void;
  /** The service's field names where they differ from the form's (`name` -> `companyName`). */
  serverFields?: Readonly<Record<string, string>>;
}

export interface AppForm<Values extends object> {
  values: Values;
  /** Every message of the values, shown or not. */
  errors: FormErrors;
  /** The messages to show: fields dirty, touched or submitted, and the service's field messages. */
  visibleErrors: FormErrors;
  /** The fields whose message shows, for screens that take touched flags with their errors. */
  shown: Readonly<Partial<Record<string, boolean>>>;
  /** The values break no rule (from the first render) and the service refused none of them. */
  isValid: boolean;
  submitting: boolean;
  /** Spec public §4, admin §5: submit is disabled while the form is invalid or submitting. */
  submitDisabled: boolean;
  /** A submit was refused because the form was invalid, and it still is. */
  invalidSubmit: boolean;
  /** The values differ from the initial ones. */
  dirty: boolean;
  /** The save failure that belongs to no field (the catalogue's message). */
  serverError: string | undefined;
  /** A field changed by the user. */
  setValue: <Field extends keyof Values & string>(field: Field, value: Values[Field]) => void;
  /** Several values changed at once (one validation), with the paths the user changed (nested forms). */
  setValues: (next: Values, changed: readonly string[]) => void;
  /** The user left a field. */
  blur: (path: string) => void;
  submit: () => Promise<void>;
  /** Back to the initial values, nothing touched, no message (cancel, close). */
  reset: () => void;
}

/** Whether two values of the form are the same (the form's values are strings, numbers, booleans and their lists). */
function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The value at a path such as 'days[2].openingTime'. */
function valueAt(values: unknown, path: string): unknown {
  return path
    .split(/[.[\]]/)
    .filter(Boolean)
    .reduce<unknown>((current, key) => (current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), values);
}

/**
 * The first field marked invalid in the form where the submit happened (the active element's form), else in the
 * open dialog, else in the page: where an invalid submit puts the focus.
 */
function firstInvalidField(form: HTMLFormElement | null): HTMLElement | null {
  const scope: ParentNode = form?.isConnected ? form : (document.querySelector('[role="dialog"]') ?? document);
  return scope.querySelector<HTMLElement>('[aria-invalid="true"]');
}

/**
 * The state of one form (DESIGN.md "Forms and screens", spec public §4, §5, admin §4, §5):
 * - it opens with its true validity (validated synchronously from the first render) and shows no message;
 * - a field's message shows once it is dirty (its value differs from the initial one) or touched (left after the
 *   user changed it: focus alone is not touched), or after a submit; a message is always that of the values shown
 *   (no validation on old values);
 * - the messages follow the interface language (a new schema);
 * - an invalid submit shows every message and puts the focus on the first invalid field;
 * - the service's field messages (400 `fields`) show under their fields until the field changes;
 * - reset goes back to the initial values with nothing shown;
 * - other initial values start the form again, except after a save the service accepted: the record read again then
 *   (a member's hours and profile are read again as the save's message goes) leaves what was changed since the save.
 */
export function useAppForm<Values extends object>({ initialValues, schema, onSubmit, serverFields }: AppFormOptions<Values>): AppForm<Values> {
  const [values, setValuesState] = useState(initialValues);
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverFieldErrors, setServerFieldErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  /** The values of the last submit, unless it was refused (`fail`, a throw) or the form started again since. */
  const [saved, setSaved] = useState<Values>();
  const submittingNow = useRef(false);
  const submitForm = useRef<HTMLFormElement | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const reset = useCallback(() => {
    setValuesState(initialValues);
    setChanged(new Set());
    setTouched(new Set());
    setSubmitted(false);
    setServerFieldErrors({});
    setServerError(undefined);
    setSaved(undefined);
  }, [initialValues]);

  // Other initial values (another record, a record reloaded with changes) start the form again, in the same render;
  // compared by content, so initial values built anew at each render are the same form. Once a save was accepted, the
  // record read again keeps the values changed since that save: starting again would undo them without a word.
  const [openedWith, setOpenedWith] = useState(initialValues);
  const reopened = openedWith !== initialValues && !sameValue(openedWith, initialValues);
  const restarted = reopened && (saved === undefined || sameValue(values, saved));
  if (reopened) {
    setOpenedWith(initialValues);
    if (restarted) reset();
  }
  const current = restarted ? initialValues : values;

  const errors = useMemo(() => validationErrors(schema, current), [schema, current]);
  const isValid = Object.keys(errors).length === 0 && Object.keys(serverFieldErrors).length === 0;

  const visibleErrors = useMemo(() => {
    const visible: Record<string, string> = {};
    for (const [path, message] of Object.entries(errors)) {
      const dirty = !sameValue(valueAt(current, path), valueAt(initialValues, path));
      if (message !== undefined && (submitted || touched.has(path) || dirty)) visible[path] = message;
    }
    for (const [path, message] of Object.entries(serverFieldErrors)) {
      if (message !== undefined) visible[path] = message;
    }
    return visible;
  }, [current, errors, initialValues, serverFieldErrors, submitted, touched]);
  const shown = useMemo(() => Object.fromEntries(Object.keys(visibleErrors).map((path) => [path, true])), [visibleErrors]);

  // After an invalid submit, once its messages are rendered: the focus goes to the first invalid field.
  useEffect(() => {
    if (focusRequest === 0) return;
    firstInvalidField(submitForm.current)?.focus();
  }, [focusRequest]);

  const forgetServerErrors = (paths: readonly string[]) => {
    setServerFieldErrors((previous) => {
      const stale = Object.keys(previous).filter((path) => paths.some((changedPath) => changedPath === path || changedPath.startsWith(`${path}.`)));
      if (stale.length === 0) return previous;
      return Object.fromEntries(Object.entries(previous).filter(([path]) => !stale.includes(path)));
    });
  };

  const setValues = (next: Values, changedPaths: readonly string[]) => {
    setValuesState(next);
    setChanged((previous) => new Set([...previous, ...changedPaths]));
    forgetServerErrors(changedPaths);
  };

  const setValue = <Field extends keyof Values & string>(field: Field, value: Values[Field]) => {
    setValues({ ...current, [field]: value }, [field]);
  };

  const blur = (path: string) => {
    // spec: focus alone is not touched; a field the user changed and left is
    const edited = changed.has(path) || !sameValue(valueAt(current, path), valueAt(initialValues, path));
    if (edited && !touched.has(path)) setTouched(new Set([...touched, path]));
  };

  const fail = (error: unknown, fallback?: string) => {
    const apiError = apiErrorOf(error);
    const placed: Record<string, string> = {};
    const unplaced: string[] = [];
    for (const [name, message] of Object.entries(apiError?.fields ?? {})) {
      const path = serverFields?.[name] ?? name;
      if (path in (current as Record<string, unknown>)) placed[path] = message;
      else unplaced.push(message);
    }
    if (Object.keys(placed).length > 0) {
      setServerFieldErrors(placed);
      setFocusRequest((request) => request + 1);
    }
    // offline, nothing reached the service: the form says so plainly (its values stay for a retry)
    if (refusedOffline(apiError)) setServerError(pwaIntl(document.documentElement.lang).formatMessage({ id: 'app.pwa.offlineWrite' }));
    else if (Object.keys(placed).length === 0 || unplaced.length > 0) setServerError(apiError?.message ?? fallback);
  };

  const submit = async () => {
    if (submittingNow.current) return;
    const active = document.activeElement;
    submitForm.current = active instanceof HTMLElement ? active.closest('form') : null;
    if (!isValid) {
      setSubmitted(true);
      setFocusRequest((request) => request + 1);
      return;
    }
    submittingNow.current = true;
    setSubmitting(true);
    setServerError(undefined);
    // the values saved, unless the submit refuses them (fail, a throw) or the form starts again meanwhile (reset: a
    // dialog closed by its save); while it runs, a record read again keeps what is changed meanwhile
    setSaved(current);
    try {
      await onSubmit(current, {
        reset,
        fail: (error, fallback) => {
          setSaved(undefined);
          fail(error, fallback);
        },
      });
    } catch (error) {
      if (mounted.current) setSaved(undefined);
      throw error;
    } finally {
      submittingNow.current = false;
      if (mounted.current) setSubmitting(false);
    }
  };

  return {
    values: current,
    errors,
    visibleErrors,
    shown,
    isValid,
    submitting,
    submitDisabled: !isValid || submitting,
    invalidSubmit: submitted && !isValid,
    dirty: !sameValue(current, initialValues),
    serverError,
    setValue,
    setValues,
    blur,
    submit,
    reset,
  };
}
