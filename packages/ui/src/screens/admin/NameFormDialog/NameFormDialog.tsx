import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FieldMessageLines } from '../../../components/FormField';
import { Button } from '../../../components/Button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogError, DialogFooter, DialogTitle } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import * as styles from './NameFormDialog.css';

/** The two names of a category or a sector (spec admin §3, §5). */
export const nameFormFields = ['nameFr', 'nameEn'] as const;
export type NameFormField = (typeof nameFormFields)[number];
export type NameFormValues = Record<NameFormField, string>;
export type NameFormErrors = Partial<Record<NameFormField, string>>;

export const emptyNameForm: NameFormValues = { nameFr: '', nameEn: '' };

/** What is named: an announcement category or an activity sector. */
export const nameKinds = ['category', 'sector'] as const;
export type NameKind = (typeof nameKinds)[number];

export type NameFormMode = 'add' | 'edit';

const titleMessage: Record<NameKind, Record<NameFormMode, string>> = {
  category: { add: 'admin.nameForm.title.category.add', edit: 'admin.nameForm.title.category.edit' },
  sector: { add: 'admin.nameForm.title.sector.add', edit: 'admin.nameForm.title.sector.edit' },
};

const fieldMessage: Record<NameFormField, string> = { nameFr: 'admin.nameForm.field.nameFr', nameEn: 'admin.nameForm.field.nameEn' };

export interface NameFormDialogProps {
  kind: NameKind;
  /** The add and edit modals are one at a time (spec admin §4); closed when undefined. */
  mode: NameFormMode | undefined;
  /** Cancel, Escape and the backdrop close it; the container resets the form (spec admin §4). */
  onClose: () => void;
  values: NameFormValues;
  /** The errors of touched fields. */
  errors?: NameFormErrors;
  onChange: (field: NameFormField, value: string) => void;
  onBlur?: (field: NameFormField) => void;
  submitDisabled?: boolean;
  saving?: boolean;
  /** The save failed: the catalogue's message (409 'Une ressource avec ce nom existe déjà') or the screen's fallback. */
  serverError?: string;
  onSubmit: () => void;
}

/** The add / edit modal of the categories and sectors pages (spec admin §2, §4, §5): French and English names, both required. */
export function NameFormDialog({
  kind,
  mode,
  onClose,
  values,
  errors = {},
  onChange,
  onBlur,
  submitDisabled = false,
  saving = false,
  serverError,
  onSubmit,
}: NameFormDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitDisabled && !saving) onSubmit();
  };
  return (
    <Dialog open={mode !== undefined} onOpenChange={(open) => (open || saving ? undefined : onClose())}>
      <DialogContent size="sm">
        <form noValidate onSubmit={submit} aria-busy={saving || undefined}>
          <DialogTitle>{t(titleMessage[kind][mode ?? 'add'])}</DialogTitle>
          <DialogDescription>{t('admin.nameForm.description')}</DialogDescription>
          <DialogBody className={styles.body}>
            <FieldMessageLines>
              {nameFormFields.map((field) => (
                <TextField
                  key={field}
                  label={t(fieldMessage[field])}
                  value={values[field]}
                  error={errors[field]}
                  required
                  disabled={saving}
                  onChange={(event) => onChange(field, event.target.value)}
                  onBlur={() => onBlur?.(field)}
                />
              ))}
            </FieldMessageLines>
            {serverError ? <DialogError>{serverError}</DialogError> : null}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" disabled={saving} onClick={onClose}>
              {t('admin.nameForm.cancel')}
            </Button>
            <Button type="submit" busy={saving} busyLabel={t('admin.nameForm.saving')} disabled={submitDisabled}>
              {t('admin.nameForm.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
