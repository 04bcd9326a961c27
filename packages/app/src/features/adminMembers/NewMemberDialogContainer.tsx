import { emptyMemberForm, MemberFormDialog, type ChamberScope, type MemberFormValues } from '@annuaire/ui';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { apiErrorOf } from '../../data/serviceCall';
import { useSectorsQuery } from '../../data/reference';
import { sectorOptions } from '../../shared/companyProfileForm';
import { imageMessage, rejectImage } from '../../shared/imageFiles';
import { useFormDialog } from '../../shared/useFormDialog';
import { memberFormSchema } from '../../validation/schemas';
import { useCreateMemberMutation, useInviteMemberMutation } from './adminMembersApi';
import { toCreateForm } from './mappers';

const logoSlots = ['logo'] as const;

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

  const dialog = useFormDialog<MemberFormValues, 'logo'>({
    initialValues: emptyMemberForm,
    rules: memberFormSchema,
    fileSlots: logoSlots,
    onSubmit: async (values, { files, fail, close }) => {
      const created = await createMember(toCreateForm(values, chamberId, files.logo));
      if ('error' in created) {
        fail(created.error);
        return;
      }
      const email = values.inviteEmail.trim();
      let inviteError: string | undefined;
      if (email !== '') {
        const invited = await inviteMember({ companyId: created.data.id, email });
        if ('error' in invited) inviteError = apiErrorOf(invited.error)?.message ?? '';
      }
      close();
      onCreated({ name: created.data.name, invited: email === '' || inviteError ? undefined : email, inviteError });
    },
    // spec admin §4: cancel or a click on the backdrop closes and resets.
    onClose: () => onOpenChange(false),
  });

  const logoRule = (file: File) => {
    const rejection = rejectImage(file);
    return rejection === null ? undefined : intl.formatMessage({ id: rejection === 'wrongType' ? 'app.admin.logo.wrongType' : 'app.admin.logo.tooLarge' });
  };

  return (
    <MemberFormDialog
      {...dialog.dialogProps}
      chamberScope={chamberScope}
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : dialog.close())}
      sectors={sectorOptions(sectors.data ?? [], language)}
      logo={dialog.files.logo}
      onLogoChange={(file) => dialog.chooseFile('logo', file)}
      onLogoReject={() => dialog.refuseFile('logo')}
      validateLogo={(file) => imageMessage(file, logoRule, dialog.t('validation.image.tooManyPixels'))}
    />
  );
}
