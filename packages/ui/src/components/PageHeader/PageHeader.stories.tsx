import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from '../Breadcrumb';
import { Button } from '../Button';
import { PageHeader, pageHeaderVariants } from './PageHeader';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: 'Membres', description: 'Les entreprises membres de votre chambre, leur secteur et leur statut.', variant: 'plain' },
  argTypes: { variant: { control: 'inline-radio', options: pageHeaderVariants } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Membres' })).toBeVisible();
  },
};

export const WithBreadcrumbAndActions: Story = {
  args: {
    breadcrumb: <Breadcrumb items={[{ label: 'Administration', href: '/admin/members' }, { label: 'Membres' }]} />,
    actions: <Button leadingIcon={<Plus size={16} />}>Ajouter un membre</Button>,
  },
};

export const Banded: Story = { args: { variant: 'banded', title: 'Annuaire des membres', description: 'Trouvez une entreprise par nom, pays ou secteur.' } };

export const Phone: Story = {
  args: { actions: <Button leadingIcon={<Plus size={16} />}>Ajouter un membre</Button> },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
