import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleMemberStatistics, sampleMemberView, sampleReviews } from '../fixtures';
import { AdminMemberViewScreen } from './AdminMemberViewScreen';

const week = [
  { dayOfWeek: 'MONDAY', closed: false, openingTime: '08:00', closingTime: '17:00' },
  { dayOfWeek: 'SATURDAY', closed: false, openingTime: '09:00', closingTime: '12:00' },
  { dayOfWeek: 'SUNDAY', closed: true, openingTime: null, closingTime: null },
] as const;

const meta = {
  title: 'Screens/Admin/AdminMemberViewScreen',
  component: AdminMemberViewScreen,
  args: {
    state: { status: 'loaded', member: sampleMemberView },
    editHref: '/admin/membres/12/edit',
    publicHref: '/membre/12',
    statistics: sampleMemberStatistics,
    schedules: [...week],
    reviews: { status: 'loaded', items: sampleReviews },
    onReviewVisibilityChange: fn(),
  },
} satisfies Meta<typeof AdminMemberViewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A hidden review says who hid it and when; Show brings it back, Hide hides another. */
export const WithHiddenReview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Masqué par admin.ci@annuaire.demo le 19-11-2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "Afficher l'avis de Anonyme" }));
    await expect(args.onReviewVisibilityChange).toHaveBeenCalledWith(expect.objectContaining({ id: 312 }), false);
    await userEvent.click(canvas.getByRole('button', { name: "Masquer l'avis de Awa Koné" }));
    await expect(args.onReviewVisibilityChange).toHaveBeenCalledWith(expect.objectContaining({ id: 311 }), true);
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const NotFound: Story = { args: { state: { status: 'notFound' } } };

export const StatisticsLoading: Story = { args: { statistics: undefined, reviews: { status: 'loading' } } };

export const ModerationFailed: Story = { args: { notice: { message: 'Accès interdit', onDismiss: fn() } } };

export const English: Story = { globals: { locale: 'en' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
