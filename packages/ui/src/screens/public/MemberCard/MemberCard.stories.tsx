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
    await expect(canvas.getByRole('link', { name: /Voir la fiche/ })).toHaveAttribute('href', '/membre/1');
    await userEvent.click(canvas.getByRole('button', { name: 'Contacter' }));
    await expect(args.onContact).toHaveBeenCalledWith(complete);
  },
};

/** No logo: the placeholder shows; no website nor e-mail: those lines are left out. */
export const WithoutLogo: Story = { args: { member: sampleMembers[2]! } };

export const BrokenLogo: Story = { args: { member: { ...complete, logoUrl: 'data:image/png;base64,broken' } } };

export const English: Story = { globals: { locale: 'en' }, args: { member: sampleMembers[1]! } };
