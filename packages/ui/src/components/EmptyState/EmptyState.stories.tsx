import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderOpen } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { description: 'Essayez un autre mot-clé ou retirez un filtre.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DefaultTitle: Story = {
  args: { description: undefined },
  play: async ({ canvasElement, globals }) => {
    const name = globals['locale'] === 'en' ? 'No results' : 'Aucun résultat';
    await expect(within(canvasElement).getByRole('heading', { name })).toBeVisible();
  },
};

/** Admin categories page (admin §2): 'No categories found'. */
export const WithAction: Story = {
  args: {
    title: 'Aucune catégorie trouvée',
    description: undefined,
    icon: <FolderOpen size={28} />,
    action: <Button>Ajouter une catégorie</Button>,
  },
};
