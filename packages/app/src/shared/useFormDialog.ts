import { useMemo, useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { Translate } from '../i18n/messages';
import { useAppForm, type AppForm, type AppFormOptions, type FormErrors } from './useAppForm';
import { useFormRules } from './useFormRules';

/** The files a dialog chooses beside its values (a logo, a banner's two images), by slot; null while none is chosen. */
type DialogFiles<Slot extends string> = Readonly<Record<Slot, File | null>>;

interface FormDialogSubmitHelpers<Slot extends string> {
  /** The files chosen, to send with the values. */
  files: DialogFiles<Slot>;
  /** A refused save: see useAppForm (the service's field messages under their fields, anything else as the form's error). */
  fail: (error: unknown, fallback?: string) => void;
  /** A save that went through: the form and its files start again and the dialog closes. */
  close: () => void;
}

export interface FormDialogOptions<Values extends object, Slot extends string> extends Omit<AppFormOptions<Values>, 'schema' | 'onSubmit'> {
  /** The form's rules, built with the interface language's words (see useFormRules). */
  rules: (t: Translate) => AnyObjectSchema;
  /** The slots of the files the dialog chooses; a chosen file the dialog refused blocks the save until it is replaced. */
  fileSlots?: readonly Slot[];
  onSubmit: (values: Values, helpers: FormDialogSubmitHelpers<Slot>) => Promise<void> | void;
  /** The dialog goes (cancel, the backdrop, a save that closed it); the form and its files have started again. */
  onClose: () => void;
}

/** What every form dialog of the kit takes from its form. */
interface FormDialogProps<Values extends object> {
  values: Values;
  errors: FormErrors;
  onChange: <Field extends keyof Values & string>(field: Field, value: Values[Field]) => void;
  onBlur: (field: keyof Values & string) => void;
  submitDisabled: boolean;
  saving: boolean;
  serverError: string | undefined;
  onSubmit: () => void;
}

export interface FormDialog<Values extends object, Slot extends string> {
  form: AppForm<Values>;
  /** The interface language's words (for the dialog's file rules). */
  t: Translate;
  files: DialogFiles<Slot>;
  /** A file chosen for a slot (null: removed); it is no longer refused. */
  chooseFile: (slot: Slot, file: File | null) => void;
  /** The dialog refused the file chosen for a slot (type, size, pixels). */
  refuseFile: (slot: Slot) => void;
  /** A chosen file is refused: nothing is saved until it is replaced. */
  refused: boolean;
  /** Cancel, the backdrop: the form and its files start again, and the dialog closes. */
  close: () => void;
  /** The dialog's form props; submit disabled while the form is invalid, saving, or a chosen file is refused. */
  dialogProps: FormDialogProps<Values>;
}

/**
 * The state of a back-office form dialog (spec admin §4, §5) over the app's form: the rules in the interface language,
 * the files chosen beside the values, one close that resets both (cancel, backdrop, after a save), and the props
 * every form dialog takes.
 */
export function useFormDialog<Values extends object, Slot extends string = never>({
  rules,
  fileSlots = [],
  onSubmit,
  onClose,
  ...formOptions
}: FormDialogOptions<Values, Slot>): FormDialog<Values, Slot> {
  const { t, schema } = useFormRules(rules);
  const noFiles = useMemo(() => Object.fromEntries(fileSlots.map((slot) => [slot, null])) as Record<Slot, File | null>, [fileSlots]);
  const [files, setFiles] = useState<DialogFiles<Slot>>(noFiles);
  const [refused, setRefused] = useState<ReadonlySet<Slot>>(() => new Set());

  const form = useAppForm<Values>({
    ...formOptions,
    schema,
    onSubmit: (values, { fail }) => onSubmit(values, { files, fail, close }),
  });

  function close() {
    form.reset();
    setFiles(noFiles);
    setRefused(new Set());
    onClose();
  }

  return {
    form,
    t,
    files,
    chooseFile: (slot, file) => {
      setFiles((current) => ({ ...current, [slot]: file }));
      setRefused((current) => new Set([...current].filter((slotRefused) => slotRefused !== slot)));
    },
    refuseFile: (slot) => setRefused((current) => new Set([...current, slot])),
    refused: refused.size > 0,
    close,
    dialogProps: {
      values: form.values,
      errors: form.visibleErrors,
      onChange: (field, value) => form.setValue(field, value),
      onBlur: (field) => form.blur(field),
      submitDisabled: form.submitDisabled || refused.size > 0,
      saving: form.submitting,
      serverError: form.serverError,
      onSubmit: () => void form.submit(),
    },
  };
}
