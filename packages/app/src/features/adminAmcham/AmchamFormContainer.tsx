import { partnerLogoUrl, type CountryAmcham } from '@annuaire/api';
import { AmchamFormDialog, emptyAmchamForm, type AmchamFormValues } from '@annuaire/ui';
import { useMemo } from 'react';
import { useCountriesQuery } from '../../data/reference';
import { imageMessage } from '../../shared/imageFiles';
import { useFormDialog } from '../../shared/useFormDialog';
import { amchamFormSchema, amchamLogoError } from '../../validation/adminReference';
import { useCreateChamberMutation, useUpdateChamberMutation } from './adminAmchamApi';
import { countryOptions, toAmchamForm, toAmchamFormValues } from './mappers';

const logoSlots = ['logo'] as const;

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
  const countries = useCountriesQuery();
  const [create] = useCreateChamberMutation();
  const [update] = useUpdateChamberMutation();
  const mode = chamber ? 'edit' : 'add';
  const initialValues = useMemo(() => (chamber ? toAmchamFormValues(chamber) : emptyAmchamForm), [chamber]);

  const dialog = useFormDialog<AmchamFormValues, 'logo'>({
    initialValues,
    rules: amchamFormSchema,
    fileSlots: logoSlots,
    onSubmit: async (values, { files, fail, close }) => {
      const payload = toAmchamForm(values, files.logo);
      const result = chamber ? await update({ id: chamber.id, form: payload }) : await create(payload);
      if ('error' in result) {
        fail(result.error, fallbackError);
        return;
      }
      close();
      onSaved(mode);
    },
    onClose,
  });
  const { t } = dialog;

  return (
    <AmchamFormDialog
      {...dialog.dialogProps}
      open={chamber !== undefined}
      onOpenChange={(open) => (open ? undefined : dialog.close())}
      mode={mode}
      countries={countryOptions(countries.data ?? [], chamber)}
      countryLocked={countryLocked}
      logo={dialog.files.logo}
      onLogoChange={(file) => dialog.chooseFile('logo', file)}
      onLogoReject={() => dialog.refuseFile('logo')}
      validateLogo={(file) => imageMessage(file, (chosen) => amchamLogoError(chosen, t), t('validation.image.tooManyPixels'))}
      currentLogoUrl={partnerLogoUrl(chamber?.logo) ?? undefined}
    />
  );
}
