import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleMemberHref, sampleMembers, sampleMembersHref } from '../fixtures';
import { MembersSection, membersStatuses } from './MembersSection';

const meta = {
  title: 'Screens/Public/MembersSection',
  component: MembersSection,
  args: { members: sampleMembers, memberHref: sampleMemberHref, status: 'loaded', onContact: fn(), allMembersHref: sampleMembersHref },
  argTypes: { status: { control: 'inline-radio', options: membersStatuses } },
} satisfies Meta<typeof MembersSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Annuaire des membres' })).toHaveAttribute('id', 'annuaires');
    await expect(canvas.getByText('6 membres affichés')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Voir tous les membres' })).toHaveAttribute('href', '/membres');
  },
};

/** The count in the singular. */
export const OneMemberEnglish: Story = {
  globals: { locale: 'en' },
  args: { members: sampleMembers.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 member displayed')).toBeVisible();
  },
};

export const LoadedEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('6 members displayed')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', members: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Annuaire des membres' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Aucun membre disponible' })).toBeVisible();
    await expect(canvas.queryByText(/membres affichés/)).not.toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { members: sampleMembers.slice(0, 2) } };

/** On the home page: a call to apply under the cards, for a company not yet listed. */
export const WithApply: Story = {
  args: { applyHref: '/devenir-membre' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Votre entreprise n’est pas encore dans l’annuaire ?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Devenir membre' })).toHaveAttribute('href', '/devenir-membre');
  },
};

export const WithApplyPhoneEnglish: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
  args: { applyHref: '/devenir-membre' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Become a member' })).toBeVisible();
  },
};
