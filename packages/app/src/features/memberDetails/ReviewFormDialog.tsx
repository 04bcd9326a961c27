import { ReviewDialog, emptyReview, type ReviewValues } from '@annuaire/ui';
import { apiErrorOf } from '../../data/serviceCall';
import { useAppForm } from '../../shared/useAppForm';
import { reviewSchema } from '../../validation/schemas';
import { useCreateRatingMutation } from './memberDetailsApi';
import { useFormRules } from '../../shared/useFormRules';

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
 * (DESIGN.md budgets): the form, Yup and the dialog stay out of the member page's initial JavaScript. The page mounts
 * one per opening (a `key`), so every opening starts from an empty form.
 */
export default function ReviewFormDialog({ open, onOpenChange, companyId, memberName, onSent }: ReviewFormDialogProps) {
  const [createRating] = useCreateRatingMutation();
  const { schema } = useFormRules(reviewSchema);
  const review = useAppForm<ReviewValues>({
    initialValues: emptyReview,
    schema,
    onSubmit: async (values, helpers) => {
      const result = await createRating({ ...values, companyId });
      if (result.error) {
        // spec public §4, §8: on failure the modal stays open with 'Une erreur s'est produite...' (the kit's text,
        // given as ''), except a refusal to come back later (the daily cap says tomorrow), in the catalogue's words.
        const error = apiErrorOf(result.error);
        helpers.fail(undefined, error?.status === 429 ? error.message : '');
        return;
      }
      onOpenChange(false);
      onSent();
    },
  });

  return (
    <ReviewDialog
      open={open}
      onOpenChange={onOpenChange}
      memberName={memberName}
      values={review.values}
      errors={review.visibleErrors}
      touched={review.shown}
      onFieldChange={(field, value) => review.setValue(field, value)}
      onFieldBlur={(field) => review.blur(field)}
      onSubmit={() => void review.submit()}
      submitting={review.submitting}
      submitDisabled={review.submitDisabled}
      showRequiredMessage={review.invalidSubmit}
      submitError={review.serverError !== undefined}
      submitErrorMessage={review.serverError || undefined}
    />
  );
}
