import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleMemberHref, sampleMembers } from '../fixtures';
import { MemberCard } from './MemberCard';

const complete = sampleMembers[0]!;

const meta = {
  title: 'Screens/Public/MemberCard',
  component: MemberCard,
  args: { member: complete, detailsHref: sampleMemberHref(complete), onContact: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Complete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: complete.name })).toBeVisible();
    await expect(canvas.getByText('Technologie · Sénégal')).toBeVisible();
    await expect(canvas.getByText(complete.address!)).toBeVisible();
    // the website opens in a new tab without giving it the opener
    const website = canvas.getByRole('link', { name: 'sgt.example.sn' });
    await expect(website).toHaveAttribute('href', 'https://sgt.example.sn');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website.getAttribute('rel')).toContain('noopener');
    await expect(canvas.getByRole('link', { name: complete.phone! })).toHaveAttribute('href', 'tel:+221331234567');
    await expect(canvas.getByRole('link', { name: complete.email! })).toHaveAttribute('href', `mailto:${complete.email}`);
    await expect(canvas.getByRole('link', { name: `Voir la fiche de ${complete.name}` })).toHaveAttribute('href', '/membre/1');
    await userEvent.click(canvas.getByRole('button', { name: 'Contacter' }));
    await expect(args.onContact).toHaveBeenCalledWith(complete);
  },
};

/** No logo: the placeholder shows; no website nor e-mail: those lines are left out. */
export const WithoutLogo: Story = {
  args: { member: sampleMembers[2]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: sampleMembers[2]!.name })).toHaveAttribute('data-state', 'placeholder');
    await expect(canvas.queryByRole('img', { name: 'Site web' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'E-mail' })).not.toBeInTheDocument();
  },
};

export const BrokenLogo: Story = { args: { member: { ...complete, logoUrl: 'data:image/png;base64,broken' } } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { member: sampleMembers[1]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Contact' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `View profile of ${sampleMembers[1]!.name}` })).toBeVisible();
  },
};
