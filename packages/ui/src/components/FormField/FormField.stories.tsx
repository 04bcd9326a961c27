import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { describedBy, FieldMessageLines, FormField, useFieldIds } from './FormField';
import type { FormFieldProps } from './FormField';

type FrameArgs = Omit<FormFieldProps, 'ids' | 'children'>;

/** The frame every field control sits in: label, required marker, hint and error wired to the control. */
function Frame(args: FrameArgs) {
  const ids = useFieldIds();
  return (
    <FormField {...args} ids={ids}>
      <input id={ids.controlId} aria-invalid={args.error ? true : undefined} aria-describedby={describedBy(ids, args.hint, args.error)} />
    </FormField>
  );
}

const meta = {
  title: 'Components/FormField',
  component: Frame,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Adresse e-mail' },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Required: Story = {
  args: { required: true, hint: 'Le contact affiché sur la fiche publique.' },
};

export const WithError: Story = {
  args: { required: true, error: 'Veuillez saisir une adresse email valide.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Adresse e-mail/ });
    await expect(input).toHaveAccessibleDescription('Veuillez saisir une adresse email valide.');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
};

/** Two fields of a validating form: the first shows its message once left empty. */
function TwoFields() {
  const [left, setLeft] = useState(false);
  const first = useFieldIds();
  const second = useFieldIds();
  const error = left ? 'Ce champ est obligatoire.' : undefined;
  return (
    <form noValidate>
      <FieldMessageLines>
        <FormField label="Nom" required error={error} ids={first}>
          <input id={first.controlId} aria-invalid={error ? true : undefined} onBlur={() => setLeft(true)} />
        </FormField>
        <FormField label="Ville" ids={second}>
          <input id={second.controlId} />
        </FormField>
      </FieldMessageLines>
    </form>
  );
}

/**
 * In a form of FieldMessageLines each field keeps the line of its message: the message that appears when the first
 * field is left does not move the next field, so a click aimed at it lands on it.
 */
export const ReservedMessageLine: Story = {
  render: () => <TwoFields />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: /Nom/ }));
    const next = canvas.getByRole('textbox', { name: 'Ville' });
    const before = next.getBoundingClientRect().top;
    await userEvent.click(next);
    await expect(canvas.getByText('Ce champ est obligatoire.')).toBeVisible();
    await expect(next.getBoundingClientRect().top).toBe(before);
    await expect(next).toHaveFocus();
  },
};
