import type { BilingualName } from '@annuaire/api';
import { emptyNameForm, NameFormDialog, type NameFormValues, type NameKind } from '@annuaire/ui';
import { useMemo } from 'react';
import { useAppSelector } from '../app/hooks';
import { translator } from '../i18n/messages';
import { useAppForm } from './useAppForm';
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
  const editedNames = editing?.mode === 'edit' ? editing.names : undefined;
  const initialValues = useMemo(() => (editedNames ? { nameFr: editedNames.nameFr, nameEn: editedNames.nameEn } : emptyNameForm), [editedNames]);

  const form = useAppForm<NameFormValues>({
    initialValues,
    schema,
    onSubmit: async (values, helpers) => {
      const error = await save({ nameFr: values.nameFr.trim(), nameEn: values.nameEn.trim() });
      if (error !== undefined) {
        helpers.fail(undefined, error);
        return;
      }
      close();
    },
  });

  function close() {
    form.reset();
    onClose();
  }

  return (
    <NameFormDialog
      kind={kind}
      mode={editing?.mode}
      onClose={close}
      values={form.values}
      errors={form.visibleErrors}
      onChange={(field, value) => form.setValue(field, value)}
      onBlur={(field) => form.blur(field)}
      submitDisabled={form.submitDisabled}
      saving={form.submitting}
      serverError={form.serverError}
      onSubmit={() => void form.submit()}
    />
  );
}
