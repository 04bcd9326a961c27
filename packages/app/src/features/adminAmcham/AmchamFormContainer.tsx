import { partnerLogoUrl, type CountryAmcham } from '@annuaire/api';
import { AmchamFormDialog, emptyAmchamForm, type AmchamFormValues } from '@annuaire/ui';
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useCountriesQuery } from '../../data/reference';
import { translator } from '../../i18n/messages';
import { imageMessage } from '../../shared/imageFiles';
import { useAppForm } from '../../shared/useAppForm';
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
 * The Amcham modal (spec admin §4, §5): add resets the form, edit pre-fills it; the app's form with the spec's messages,
 * shown once a field is touched; save disabled while invalid or saving; the logo refused when it is not an image,
 * over 5 MB or over the service's pixels (and the save with it); on success the list reloads and the modal closes, on failure the error stays in the modal.
 */
export function AmchamFormContainer({ chamber, onClose, countryLocked, onSaved, fallbackError }: AmchamFormContainerProps) {
  const language = useAppSelector((state) => state.language.current);
  const t = useMemo(() => translator(language), [language]);
  const schema = useMemo(() => amchamFormSchema(t), [t]);
  const countries = useCountriesQuery();
  const [create] = useCreateChamberMutation();
  const [update] = useUpdateChamberMutation();
  const [logo, setLogo] = useState<File | null>(null);
  // A chosen logo the form refused: nothing is saved until it is replaced.
  const [logoRefused, setLogoRefused] = useState(false);
  const mode = chamber ? 'edit' : 'add';
  const initialValues = useMemo(() => (chamber ? toAmchamFormValues(chamber) : emptyAmchamForm), [chamber]);

  const form = useAppForm<AmchamFormValues>({
    initialValues,
    schema,
    onSubmit: async (values, helpers) => {
      const payload = toAmchamForm(values, logo);
      const result = chamber ? await update({ id: chamber.id, form: payload }) : await create(payload);
      if ('error' in result) {
        helpers.fail(result.error, fallbackError);
        return;
      }
      close();
      onSaved(mode);
    },
  });

  function close() {
    form.reset();
    setLogo(null);
    setLogoRefused(false);
    onClose();
  }

  return (
    <AmchamFormDialog
      open={chamber !== undefined}
      onOpenChange={(open) => (open ? undefined : close())}
      mode={mode}
      values={form.values}
      errors={form.visibleErrors}
      countries={countryOptions(countries.data ?? [], chamber)}
      countryLocked={countryLocked}
      onChange={(field, value) => form.setValue(field, value)}
      onBlur={(field) => form.blur(field)}
      logo={logo}
      onLogoChange={(file) => {
        setLogo(file);
        setLogoRefused(false);
      }}
      onLogoReject={() => setLogoRefused(true)}
      validateLogo={(file) => imageMessage(file, (chosen) => amchamLogoError(chosen, t), t('validation.image.tooManyPixels'))}
      currentLogoUrl={partnerLogoUrl(chamber?.logo) ?? undefined}
      submitDisabled={form.submitDisabled || logoRefused}
      saving={form.submitting}
      serverError={form.serverError}
      onSubmit={() => void form.submit()}
    />
  );
}
