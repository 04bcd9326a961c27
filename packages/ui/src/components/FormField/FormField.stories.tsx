import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { describedBy, FormField, useFieldIds } from './FormField';
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
