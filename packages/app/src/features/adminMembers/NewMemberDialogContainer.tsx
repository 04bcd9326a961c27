import { emptyMemberForm, MemberFormDialog, type ChamberScope, type MemberFormField, type MemberFormValues } from '@annuaire/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { apiErrorOf } from '../../data/directoryApi';
import { useSectorsQuery } from '../../data/reference';
import { translator } from '../../i18n/messages';
import { sectorOptions } from '../../shared/companyProfileForm';
import { imageMessage, rejectImage } from '../../shared/imageFiles';
import { useAppForm } from '../../shared/useAppForm';
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
 * The new-member modal (spec admin §3, §4, §5): the app's form with the service's own rules, the chamber the
 * administrator's (never the spec's hidden id 1), every sector by the current language; submit disabled while invalid
 * or saving; cancel and backdrop reset the form; the service's refusals (409, 413, 415) in the catalogue's words.
 */
export function NewMemberDialogContainer({ open, onOpenChange, chamberId, chamberScope, onCreated }: NewMemberDialogContainerProps) {
  const intl = useIntl();
  const language = useAppSelector((state) => state.language.current);
  const sectors = useSectorsQuery();
  const [createMember] = useCreateMemberMutation();
  const [inviteMember] = useInviteMemberMutation();
  const [logo, setLogo] = useState<File | null>(null);
  // A chosen logo the form refused: nothing is saved until it is replaced.
  const [logoRefused, setLogoRefused] = useState(false);
  const t = useMemo(() => translator(language), [language]);
  const schema = useMemo(() => memberFormSchema(t), [t]);

  const form = useAppForm<MemberFormValues>({
    initialValues: emptyMemberForm,
    schema,
    onSubmit: async (values, helpers) => {
      const created = await createMember(toCreateForm(values, chamberId, logo));
      if ('error' in created) {
        helpers.fail(created.error);
        return;
      }
      const email = values.inviteEmail.trim();
      let inviteError: string | undefined;
      if (email !== '') {
        const invited = await inviteMember({ companyId: created.data.id, email });
        if ('error' in invited) inviteError = apiErrorOf(invited.error)?.message ?? '';
      }
      helpers.reset();
      setLogo(null);
      onOpenChange(false);
      onCreated({ name: created.data.name, invited: email === '' || inviteError ? undefined : email, inviteError });
    },
  });

  const close = (next: boolean) => {
    if (!next) {
      // spec admin §4: cancel or a click on the backdrop closes and resets.
      form.reset();
      setLogo(null);
      setLogoRefused(false);
    }
    onOpenChange(next);
  };

  const logoRule = (file: File) => {
    const rejection = rejectImage(file);
    return rejection === null ? undefined : intl.formatMessage({ id: rejection === 'wrongType' ? 'app.admin.logo.wrongType' : 'app.admin.logo.tooLarge' });
  };

  return (
    <MemberFormDialog
      chamberScope={chamberScope}
      open={open}
      onOpenChange={close}
      values={form.values}
      errors={form.visibleErrors}
      sectors={sectorOptions(sectors.data ?? [], language)}
      onChange={(field: MemberFormField, value) => form.setValue(field, value)}
      onBlur={(field: MemberFormField) => form.blur(field)}
      logo={logo}
      onLogoChange={(file) => {
        setLogo(file);
        setLogoRefused(false);
      }}
      onLogoReject={() => setLogoRefused(true)}
      validateLogo={(file) => imageMessage(file, logoRule, t('validation.image.tooManyPixels'))}
      submitDisabled={form.submitDisabled || logoRefused}
      saving={form.submitting}
      serverError={form.serverError}
      onSubmit={() => void form.submit()}
    />
  );
}
