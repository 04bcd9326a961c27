import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewDialog, emptyReview } from './ReviewDialog';
import type { ReviewDialogProps, ReviewValues } from './ReviewDialog';

/** Holds the values like the container's form does, so the form can be filled in the story. */
function StatefulReviewDialog(props: ReviewDialogProps) {
  const [values, setValues] = useState<ReviewValues>(props.values);
  return (
    <ReviewDialog
      {...props}
      values={values}
      onFieldChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        props.onFieldChange(field, value);
      }}
    />
  );
}

const filled: ReviewValues = { score: 4, comment: 'Équipe réactive et de bon conseil.', lastName: 'Diop', firstName: 'Awa' };

const meta = {
  title: 'Screens/Public/ReviewDialog',
  component: ReviewDialog,
  render: (args) => <StatefulReviewDialog {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    memberName: 'Société Générale des Travaux',
    values: emptyReview,
    errors: {},
    touched: {},
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onSubmit: fn(),
    submitDisabled: false,
    submitting: false,
    showRequiredMessage: false,
    submitError: false,
  },
} satisfies Meta<typeof ReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Form: Story = {
  play: async ({ canvasElement, args }) => {
    const dialogElement = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Donner un avis' });
    await expect(dialogElement).toHaveAccessibleDescription('Votre avis sur Société Générale des Travaux');
    const dialog = within(dialogElement);
    await expect(dialog.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(dialog.getByRole('radio', { name: /4/ }));
    await expect(args.onFieldChange).toHaveBeenCalledWith('score', 4);
    await userEvent.type(dialog.getByLabelText(/Commentaire/), 'Très bien');
    await userEvent.type(dialog.getByLabelText(/^Nom/), 'Diop');
    await userEvent.type(dialog.getByLabelText(/Prénom/), 'Awa');
    await expect(args.onFieldChange).toHaveBeenCalledWith('comment', 'Très bien');
    await expect(args.onFieldChange).toHaveBeenCalledWith('lastName', 'Diop');
    await expect(args.onFieldChange).toHaveBeenCalledWith('firstName', 'Awa');
    await userEvent.click(dialog.getByRole('button', { name: 'Publier' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Spec public §5: the message of an invalid submit; publish stays disabled while invalid. */
export const RequiredFields: Story = {
  args: { showRequiredMessage: true, submitDisabled: true, values: { ...emptyReview, comment: 'x' } },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs obligatoires');
    await expect(dialog.getByRole('button', { name: 'Publier' })).toBeDisabled();
  },
};

export const RequiredFieldsEnglish: Story = {
  ...RequiredFields,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  },
};

/** Publier stays busy while the review is sent, and a click on it sends nothing twice. */
export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ canvasElement, args }) => {
    const publish = within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Publication…' });
    await expect(publish).toHaveAttribute('aria-busy', 'true');
    const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
    await userEvent.click(publish);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    focused.focus();
  },
};

/** A touched field with an error: the message under it describes it. */
export const FieldError: Story = {
  args: { values: { ...filled, lastName: '' }, errors: { lastName: 'Ce champ est obligatoire.' }, touched: { lastName: true } },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByLabelText(/^Nom/)).toHaveAccessibleDescription('Ce champ est obligatoire.');
  },
};

export const SendError: Story = {
  args: { values: filled, submitError: true },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent("Une erreur s'est produite lors de l'envoi de votre avis. Veuillez réessayer.");
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { values: filled } };

/**
 * Opened, untouched: no message, Publier disabled while invalid (spec public §4).
 */
export const OpenedUntouched: Story = {
  args: { values: emptyReview, submitDisabled: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Publier' })).toBeDisabled();
    await expect(canvasElement.ownerDocument.body.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await expect(body.queryByRole('alert')).toBeNull();
    // Annuler asks to close
    const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
    await userEvent.click(body.getAllByRole('button', { name: 'Annuler' })[0]!);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    focused.focus();
  },
};
