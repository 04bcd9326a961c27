import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePartners, samplePartnersTrack } from '../fixtures';
import { PartnersCarousel } from './PartnersCarousel';

const meta = {
  title: 'Screens/Public/PartnersCarousel',
  component: PartnersCarousel,
  args: {
    track: samplePartnersTrack,
    index: 2,
    animate: true,
    visible: 3,
    partnerCount: samplePartners.length,
    onDotSelect: fn(),
    onIndexChange: fn(),
    onTransitionEnd: fn(),
  },
} satisfies Meta<typeof PartnersCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Start index 2 (after the two clones); the active dot is the index modulo the partner count. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /3/, current: true })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await expect(args.onDotSelect).toHaveBeenCalledWith(0);
  },
};

/** Fewer than 3 partners: the app repeats them to 3 and does not scroll. */
export const FewPartners: Story = {
  args: { track: [samplePartners[0]!, samplePartners[1]!, samplePartners[0]!], index: 0, partnerCount: 2 },
};

/** A broken logo falls back to the placeholder. */
export const BrokenLogo: Story = {
  args: {
    track: samplePartners.slice(0, 3).map((partner, i) => (i === 1 ? { ...partner, logoUrl: 'data:image/png;base64,broken' } : partner)),
    index: 0,
    partnerCount: 3,
  },
};

export const Loading: Story = { args: { track: [], partnerCount: 0 } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { visible: 2 } };

export const English: Story = { globals: { locale: 'en' } };
