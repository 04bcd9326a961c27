import {
  emptyMemberForm,
  MemberFormDialog,
  memberFormFields,
  type MemberFormErrors,
  type MemberFormField,
  type MemberFormValues,
  type ChamberScope,
} from '@annuaire/ui';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { apiErrorOf } from '../../data/directoryApi';
import { useSectorsQuery } from '../../data/reference';
import { translator } from '../../i18n/messages';
import { sectorOptions } from '../../shared/companyProfileForm';
import { rejectImage } from '../../shared/imageFiles';
import { memberFormSchema } from '../../validation/schemas';
import { useCreateMemberMutation, useInviteMemberMutation } from './adminMembersApi';
import { toCreateForm } from './mappers';

export interface NewMemberDialogContainerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chamberId: number;
  /** The chamber the form writes to, said in its header. */
  chamberScope: ChamberScope;
  /** The member was created (and, when asked, its representative invited): the screen says so. */
  onCreated: (outcome: { name: string; invited?: string; inviteError?: string }) => void;
}

/**
 * The new-member modal (spec admin §3, §4, §5): Formik + Yup with the service's own rules, the chamber the
 * administrator's (never the spec's hidden id 1), every sector by the current language; submit disabled while invalid
 * or saving; cancel and backdrop reset the form; the service's refusals (409, 413, 415) in the catalogue's words.
 */
export function NewMemberDialogContainer({ open, onOpenChange, chamberId, chamberScope, onCreated }: NewMemberDialogContainerProps) {
  const intl = useIntl();
  const language = useAppSelector((state) => state.language.current);
  const sectors = useSectorsQuery();
  const [createMember, creating] = useCreateMemberMutation();
  const [inviteMember] = useInviteMemberMutation();
  const [logo, setLogo] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string>();
  const schema = useMemo(() => memberFormSchema(translator(language)), [language]);

  const formik = useFormik<MemberFormValues>({
    initialValues: emptyMemberForm,
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      setServerError(undefined);
      const created = await createMember(toCreateForm(values, chamberId, logo));
      if ('error' in created) {
        setServerError(apiErrorOf(created.error)?.message);
        return;
      }
      const email = values.inviteEmail.trim();
      let inviteError: string | undefined;
      if (email !== '') {
        const invited = await inviteMember({ companyId: created.data.id, email });
        if ('error' in invited) inviteError = apiErrorOf(invited.error)?.message ?? '';
      }
      helpers.resetForm();
      setLogo(null);
      onOpenChange(false);
      onCreated({ name: created.data.name, invited: email === '' || inviteError ? undefined : email, inviteError });
    },
  });

  // The messages follow the interface language.
  const { validateForm } = formik;
  useEffect(() => {
    void validateForm();
  }, [schema, validateForm]);

  const close = (next: boolean) => {
    if (!next) {
      // spec admin §4: cancel or a click on the backdrop closes and resets.
      formik.resetForm();
      setLogo(null);
      setServerError(undefined);
    }
    onOpenChange(next);
  };

  const errors: MemberFormErrors = {};
  for (const field of memberFormFields) {
    const error = formik.errors[field];
    if (typeof error === 'string' && formik.touched[field]) errors[field] = error;
  }

  return (
    <MemberFormDialog
      chamberScope={chamberScope}
      open={open}
      onOpenChange={close}
      values={formik.values}
      errors={errors}
      sectors={sectorOptions(sectors.data ?? [], language)}
      onChange={(field: MemberFormField, value) => void formik.setFieldValue(field, value)}
      onBlur={(field: MemberFormField) => void formik.setFieldTouched(field, true)}
      logo={logo}
      onLogoChange={setLogo}
      validateLogo={(file) => {
        const rejection = rejectImage(file);
        return rejection === null ? undefined : intl.formatMessage({ id: rejection === 'wrongType' ? 'app.admin.logo.wrongType' : 'app.admin.logo.tooLarge' });
      }}
      submitDisabled={!formik.isValid || formik.isSubmitting}
      saving={formik.isSubmitting || creating.isLoading}
      serverError={serverError}
      onSubmit={() => void formik.submitForm()}
    />
  );
}
