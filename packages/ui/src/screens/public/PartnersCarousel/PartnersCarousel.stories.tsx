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

/** Start index 2 (after the two clones): the first partner shows first, and its dot is the active one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Aller à la diapositive 1', current: true })).toBeVisible();
    const partnerLink = canvas.getAllByRole('link', { name: /Banque Atlantique/ })[0];
    await expect(partnerLink).toBeVisible();
    await expect(partnerLink).toHaveAttribute('href', 'https://partenaire.example.org/ba');
    await expect(partnerLink).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await expect(args.onDotSelect).toHaveBeenCalledWith(0);
    // the end of the slide's transition is told to the app, which may jump back from a clone without transition
    const track = canvasElement.querySelector('[data-transition]');
    await expect(track).not.toBeNull();
    track?.dispatchEvent(new TransitionEvent('transitionend', { propertyName: 'transform', bubbles: true }));
    await expect(args.onTransitionEnd).toHaveBeenCalledTimes(1);
  },
};

/** Moving by itself: a pause button stops it (WCAG 2.2.2); paused, the button offers to play again. */
export const Playing: Story = {
  args: { playing: true, onPlayingChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre en pause le défilement' }));
    await expect(args.onPlayingChange).toHaveBeenCalledWith(false);
  },
};

export const PausedEnglish: Story = {
  globals: { locale: 'en' },
  args: { playing: false, onPlayingChange: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play the slideshow' }));
    await expect(args.onPlayingChange).toHaveBeenCalledWith(true);
  },
};

/** A finger's swipe to the left asks for the next partner, to the right for the previous one; a tap is no swipe. */
export const PhoneSwipe: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { visible: 2 },
  play: async ({ canvasElement, args }) => {
    const viewport = canvasElement.querySelector('[data-transition]')?.parentElement;
    if (!viewport) throw new Error('no carousel viewport');
    const box = viewport.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const touch = (type: string, x: number) =>
      viewport.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y }));
    touch('pointerdown', box.left + box.width * 0.8);
    touch('pointerup', box.left + box.width * 0.2);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
    touch('pointerdown', box.left + box.width * 0.2);
    touch('pointerup', box.left + box.width * 0.8);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    touch('pointerdown', box.left + box.width * 0.5);
    touch('pointerup', box.left + box.width * 0.5 + 5);
    await expect(args.onIndexChange).toHaveBeenCalledTimes(2);
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

export const Loading: Story = {
  args: { track: [], partnerCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Nos partenaires' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { visible: 2 } };

export const English: Story = { globals: { locale: 'en' } };
