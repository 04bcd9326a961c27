import type { BilingualName } from '@annuaire/api';
import { emptyNameForm, NameFormDialog, type NameFormValues, type NameKind } from '@annuaire/ui';
import { useMemo } from 'react';
import { useFormDialog } from './useFormDialog';
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
  const editedNames = editing?.mode === 'edit' ? editing.names : undefined;
  const initialValues = useMemo(() => (editedNames ? { nameFr: editedNames.nameFr, nameEn: editedNames.nameEn } : emptyNameForm), [editedNames]);

  const dialog = useFormDialog<NameFormValues>({
    initialValues,
    rules: nameFormSchema,
    onSubmit: async (values, { fail, close }) => {
      const error = await save({ nameFr: values.nameFr.trim(), nameEn: values.nameEn.trim() });
      if (error !== undefined) {
        fail(undefined, error);
        return;
      }
      close();
    },
    onClose,
  });

  return <NameFormDialog {...dialog.dialogProps} kind={kind} mode={editing?.mode} onClose={dialog.close} />;
}
