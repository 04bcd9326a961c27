import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberFormFeedback } from './MemberFormFeedback';

const meta = {
  title: 'Screens/Member/MemberFormFeedback',
  component: MemberFormFeedback,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    successMessage: "Les informations de l'entreprise ont été sauvegardées avec succès !",
  },
} satisfies Meta<typeof MemberFormFeedback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  args: { save: { saved: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Les informations de l'entreprise ont été sauvegardées avec succès !")).toBeInTheDocument();
  },
};

export const FormWithErrors: Story = {
  args: { formError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Veuillez corriger les erreurs dans le formulaire.')).toBeInTheDocument();
  },
};

export const SaveFailedWithServerMessage: Story = {
  args: { save: { error: 'Une entreprise avec ce nom existe déjà' } },
};

export const SaveFailedWithDefaultMessage: Story = {
  args: { save: { error: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Erreur lors de l'enregistrement des modifications")).toBeInTheDocument();
  },
};
