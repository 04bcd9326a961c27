import { ReviewDialog, emptyReview, type ReviewValues } from '@annuaire/ui';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { translator } from '../../i18n/messages';
import { reviewSchema } from '../../validation/schemas';
import { useCreateRatingMutation } from './memberDetailsApi';

export interface ReviewFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  memberName: string;
  /** The rating was created: the dialog has closed. */
  onSent: () => void;
}

/**
 * The review modal of /membre/{id} (spec public §2.5, §4, §5) with its form. A form-heavy screen loaded on demand
 * (DESIGN.md budgets): Formik, Yup and the dialog stay out of the member page's initial JavaScript. The page mounts
 * one per opening (a `key`), so every opening starts from an empty form.
 */
export default function ReviewFormDialog({ open, onOpenChange, companyId, memberName, onSent }: ReviewFormDialogProps) {
  const language = useAppSelector((state) => state.language.current);
  const [createRating] = useCreateRatingMutation();
  const [sendFailed, setSendFailed] = useState(false);
  const schema = useMemo(() => reviewSchema(translator(language)), [language]);
  const review = useFormik<ReviewValues>({
    initialValues: emptyReview,
    validationSchema: schema,
    onSubmit: async (values) => {
      setSendFailed(false);
      const result = await createRating({ ...values, companyId });
      if (result.error) {
        // spec public §4: on failure the modal stays open with the message.
        setSendFailed(true);
        return;
      }
      onOpenChange(false);
      onSent();
    },
  });

  return (
    <ReviewDialog
      open={open}
      onOpenChange={(next) => {
        setSendFailed(false);
        onOpenChange(next);
      }}
      memberName={memberName}
      values={review.values}
      errors={review.errors}
      touched={review.touched}
      onFieldChange={(field, value) => void review.setFieldValue(field, value)}
      onFieldBlur={(field) => void review.setFieldTouched(field, true)}
      onSubmit={() => void review.submitForm()}
      submitting={review.isSubmitting}
      submitDisabled={!review.isValid || review.isSubmitting}
      showRequiredMessage={review.submitCount > 0 && !review.isValid}
      submitError={sendFailed}
    />
  );
}
