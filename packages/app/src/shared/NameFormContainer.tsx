import type { BilingualName } from '@annuaire/api';
import { emptyNameForm, NameFormDialog, nameFormFields, type NameFormErrors, type NameFormValues, type NameKind } from '@annuaire/ui';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '../app/hooks';
import { translator } from '../i18n/messages';
import { nameFormSchema } from '../validation/adminReference';

export interface NameFormContainerProps {
  kind: NameKind;
  /** The add or the edit modal (one at a time, spec admin §4), or none. */
  editing: { mode: 'add' } | { mode: 'edit'; names: BilingualName } | undefined;
  onClose: () => void;
  /** Saves the trimmed names; the failure's message, or undefined when saved. */
  save: (names: BilingualName) => Promise<string | undefined>;
}

/**
 * The category and sector modal (spec admin §4, §5): both names required with the spec's messages once touched,
 * trimmed before sending (the api trims them too); closing resets the form; a refusal stays in the modal.
 */
export function NameFormContainer({ kind, editing, onClose, save }: NameFormContainerProps) {
  const language = useAppSelector((state) => state.language.current);
  const schema = useMemo(() => nameFormSchema(translator(language)), [language]);
  const [serverError, setServerError] = useState<string>();

  const formik = useFormik<NameFormValues>({
    initialValues: editing?.mode === 'edit' ? { nameFr: editing.names.nameFr, nameEn: editing.names.nameEn } : emptyNameForm,
    enableReinitialize: true,
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: async (values) => {
      setServerError(undefined);
      const error = await save({ nameFr: values.nameFr.trim(), nameEn: values.nameEn.trim() });
      if (error !== undefined) {
        setServerError(error);
        return;
      }
      close();
    },
  });

  const { validateForm } = formik;
  useEffect(() => {
    void validateForm();
  }, [schema, validateForm]);

  function close() {
    formik.resetForm();
    setServerError(undefined);
    onClose();
  }

  const errors: NameFormErrors = {};
  for (const field of nameFormFields) {
    const error = formik.errors[field];
    if (formik.touched[field] && error) errors[field] = error;
  }
  return (
    <NameFormDialog
      kind={kind}
      mode={editing?.mode}
      onClose={close}
      values={formik.values}
      errors={errors}
      onChange={(field, value) => void formik.setFieldValue(field, value)}
      onBlur={(field) => void formik.setFieldTouched(field, true)}
      submitDisabled={!formik.isValid || formik.isSubmitting}
      saving={formik.isSubmitting}
      serverError={serverError}
      onSubmit={() => void formik.submitForm()}
    />
  );
}
