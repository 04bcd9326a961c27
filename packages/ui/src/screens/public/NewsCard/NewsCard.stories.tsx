import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleAnnouncements } from '../fixtures';
import { NewsCard, truncateDescription } from './NewsCard';

const long = sampleAnnouncements[0]!;
const short = sampleAnnouncements[1]!;
const withoutImage = sampleAnnouncements[2]!;

const meta = {
  title: 'Screens/Public/NewsCard',
  component: NewsCard,
  args: { announcement: long },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(truncateDescription(long.description))).toBeVisible();
    await expect(canvas.getByText('Événement')).toBeVisible();
    await expect(canvas.getByText('03/12/2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lire la suite' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lire la suite' }));
    await expect(canvas.getByText(long.description)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réduire' }));
    await expect(canvas.getByText(truncateDescription(long.description))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lire la suite' }));
    await expect(canvas.getByText(long.description)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réduire' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const ShortDescription: Story = {
  args: { announcement: short },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A container that holds the expanded state itself: the card only reports the toggle. */
export const Controlled: Story = {
  args: { expanded: false, onExpandedChange: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lire la suite' }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

export const WithoutImage: Story = { args: { announcement: withoutImage } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Event')).toBeVisible();
    await expect(canvas.getByText('12/03/2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Read more' })).toBeVisible();
  },
};
