import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { FieldMessageLines, fieldError, textFieldProps } from '../../../components/FormField';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/Dialog';
import { StarRatingInput } from '../../../components/StarRating';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import * as styles from './ReviewDialog.css';

export interface ReviewValues {
  /** 1 to 5; 0 while no star is chosen. */
  score: number;
  comment: string;
  lastName: string;
  firstName: string;
}

export const reviewFields = ['score', 'comment', 'lastName', 'firstName'] as const;
export type ReviewField = (typeof reviewFields)[number];

export const emptyReview: ReviewValues = { score: 0, comment: '', lastName: '', firstName: '' };

export interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member being reviewed, named in the description. */
  memberName: string;
  values: ReviewValues;
  errors?: Partial<Record<ReviewField, string>>;
  touched?: Partial<Record<ReviewField, boolean>>;
  onFieldChange: <K extends ReviewField>(field: K, value: ReviewValues[K]) => void;
  onFieldBlur?: (field: ReviewField) => void;
  onSubmit: () => void;
  /** Spec public §4: publish is disabled while invalid or submitting. */
  submitDisabled?: boolean;
  submitting?: boolean;
  /** The container says an invalid submit happened: 'Veuillez remplir tous les champs obligatoires'. */
  showRequiredMessage?: boolean;
  /** The review could not be sent: the spec's message (or the one given) and the dialog stays open. */
  submitError?: boolean;
  submitErrorMessage?: string;
}

/** The review modal: stars 1-5, comment, last name, first name, publish and cancel (spec public §2.5, §4, §5). */
export function ReviewDialog({
  open,
  onOpenChange,
  memberName,
  values,
  errors = {},
  touched = {},
  onFieldChange,
  onFieldBlur,
  onSubmit,
  submitDisabled = false,
  submitting = false,
  showRequiredMessage = false,
  submitError = false,
  submitErrorMessage,
}: ReviewDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const form = { values, errors, touched, onFieldChange, onFieldBlur };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting && !submitDisabled) onSubmit();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (submitting && !next ? undefined : onOpenChange(next))}>
      <DialogContent size="md" closeLabel={t('public.review.cancel')}>
        <DialogTitle>{t('public.review.title')}</DialogTitle>
        <DialogDescription>{t('public.review.description', { name: memberName })}</DialogDescription>
        <form className={styles.form} noValidate onSubmit={submit}>
          <DialogBody className={styles.fields}>
            <FieldMessageLines>
              <StarRatingInput
                label={t('public.review.score')}
                value={values.score}
                onChange={(score) => onFieldChange('score', score)}
                error={fieldError(form, 'score')}
                required
              />
              <TextArea
                label={t('public.review.comment')}
                hint={t('public.review.commentHint')}
                name="comment"
                required
                maxLength={500}
                rows={4}
                {...textFieldProps(form, 'comment')}
              />
              <div className={styles.names}>
                <TextField label={t('public.review.lastName')} name="lastName" autoComplete="family-name" required {...textFieldProps(form, 'lastName')} />
                <TextField label={t('public.review.firstName')} name="firstName" autoComplete="given-name" required {...textFieldProps(form, 'firstName')} />
              </div>
            </FieldMessageLines>
            {showRequiredMessage ? <Alert tone="error">{t('public.review.required')}</Alert> : null}
            {submitError ? <Alert tone="error">{submitErrorMessage ?? t('public.review.error')}</Alert> : null}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={submitting}>
              {t('public.review.cancel')}
            </Button>
            <Button type="submit" disabled={submitDisabled && !submitting} busy={submitting} busyLabel={t('public.review.publishing')}>
              {t('public.review.publish')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
