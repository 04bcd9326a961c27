import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Card, cardPaddings, cardVariants } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    variant: 'outlined',
    padding: 'md',
    title: 'Informations de l’entreprise',
    subtitle: 'Nom, secteur et description',
    children: 'Société spécialisée dans le conseil aux entreprises françaises qui s’implantent à l’étranger.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {cardVariants.map((variant) => (
        <Card key={variant} {...args} variant={variant} title={variant} />
      ))}
    </div>
  ),
};

export const WithActionsAndFooter: Story = {
  args: {
    actions: <IconButton label="Modifier" icon={<Pencil size={18} />} />,
    footer: (
      <>
        <Button variant="secondary">Annuler</Button>
        <Button>Enregistrer</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Informations de l’entreprise' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Modifier' })).toBeVisible();
  },
};

export const Plain: Story = { args: { title: undefined, subtitle: undefined } };
