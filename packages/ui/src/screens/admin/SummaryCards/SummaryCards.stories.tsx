import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleSummaryCards } from '../fixtures';
import { SummaryCards } from './SummaryCards';

const meta = {
  title: 'Screens/Admin/SummaryCards',
  component: SummaryCards,
  args: { cards: sampleSummaryCards },
} satisfies Meta<typeof SummaryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** French: a space between thousands, growth signed with one decimal, green from 0, red below (spec admin §9). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 243')).toBeVisible();
    await expect(canvas.getByText('+12,5 %')).toHaveAttribute('data-tone', 'positive');
    await expect(canvas.getByText('-4,2 %')).toHaveAttribute('data-tone', 'negative');
  },
};

export const Loading: Story = { args: { loading: true } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { cards: sampleSummaryCards.map((card) => ({ ...card, label: card.id, caption: card.caption ? 'vs. previous week' : undefined })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,243')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
