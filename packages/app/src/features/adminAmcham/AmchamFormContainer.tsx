import { partnerLogoUrl, type CountryAmcham } from '@annuaire/api';
import { AmchamFormDialog, amchamFormFields, emptyAmchamForm, type AmchamFormErrors, type AmchamFormValues } from '@annuaire/ui';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { apiErrorOf } from '../../data/directoryApi';
import { useCountriesQuery } from '../../data/reference';
import { translator } from '../../i18n/messages';
import { amchamFormSchema, amchamLogoError } from '../../validation/adminReference';
import { useCreateChamberMutation, useUpdateChamberMutation } from './adminAmchamApi';
import { countryOptions, toAmchamForm, toAmchamFormValues } from './mappers';

export interface AmchamFormContainerProps {
  /** Add mode with null, edit mode with the chamber; closed when undefined. */
  chamber: CountryAmcham | null | undefined;
  onClose: () => void;
  /** A chamber administrator keeps its chamber in its country (the service answers 403 otherwise). */
  countryLocked: boolean;
  onSaved: (mode: 'add' | 'edit') => void;
  /** The save failed: the error banner (spec admin §4: the modal stays). */
  fallbackError: string;
}

/**
 * The Amcham modal (spec admin §4, §5): add resets the form, edit pre-fills it; Formik + Yup with the spec's messages,
 * shown once a field is touched; save disabled while invalid or saving; the logo refused when it is not an image or
 * over 5 MB; on success the list reloads and the modal closes, on failure the error stays in the modal.
 */
export function AmchamFormContainer({ chamber, onClose, countryLocked, onSaved, fallbackError }: AmchamFormContainerProps) {
  const language = useAppSelector((state) => state.language.current);
  const t = useMemo(() => translator(language), [language]);
  const schema = useMemo(() => amchamFormSchema(t), [t]);
  const countries = useCountriesQuery();
  const [create, creating] = useCreateChamberMutation();
  const [update, updating] = useUpdateChamberMutation();
  const [logo, setLogo] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string>();
  const mode = chamber ? 'edit' : 'add';

  const formik = useFormik<AmchamFormValues>({
    initialValues: chamber ? toAmchamFormValues(chamber) : emptyAmchamForm,
    enableReinitialize: true,
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: async (values) => {
      setServerError(undefined);
      const form = toAmchamForm(values, logo);
      const result = chamber ? await update({ id: chamber.id, form }) : await create(form);
      if ('error' in result) {
        setServerError(apiErrorOf(result.error)?.message ?? fallbackError);
        return;
      }
      close();
      onSaved(mode);
    },
  });

  const { validateForm } = formik;
  useEffect(() => {
    void validateForm();
  }, [schema, validateForm]);

  function close() {
    formik.resetForm();
    setLogo(null);
    setServerError(undefined);
    onClose();
  }

  const errors: AmchamFormErrors = {};
  for (const field of amchamFormFields) {
    const error = formik.errors[field];
    if (formik.touched[field] && error) errors[field] = error;
  }
  const saving = creating.isLoading || updating.isLoading;
  return (
    <AmchamFormDialog
      open={chamber !== undefined}
      onOpenChange={(open) => (open ? undefined : close())}
      mode={mode}
      values={formik.values}
      errors={errors}
      countries={countryOptions(countries.data ?? [], chamber)}
      countryLocked={countryLocked}
      onChange={(field, value) => void formik.setFieldValue(field, value)}
      onBlur={(field) => void formik.setFieldTouched(field, true)}
      logo={logo}
      onLogoChange={setLogo}
      validateLogo={(file) => amchamLogoError(file, t)}
      currentLogoUrl={partnerLogoUrl(chamber?.logo) ?? undefined}
      submitDisabled={!formik.isValid || saving}
      saving={saving}
      serverError={serverError}
      onSubmit={() => void formik.submitForm()}
    />
  );
}
