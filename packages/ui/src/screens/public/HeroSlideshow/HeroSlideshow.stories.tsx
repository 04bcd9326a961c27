import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleAnnouncements } from '../fixtures';
import { HeroSlideshow, heroDefaultSlides } from './HeroSlideshow';
import type { HeroSlide, HeroSlideshowProps } from './HeroSlideshow';

const adSlides: HeroSlide[] = [
  {
    id: 'ad-1',
    headline: 'Forum des investisseurs 2026',
    subtitle: 'Dakar, 3 décembre',
    description: 'Rencontrez les entreprises membres et les investisseurs de la région.',
    imageUrl: sampleAnnouncements[0]!.imageUrl,
    mobileImageUrl: sampleAnnouncements[1]!.imageUrl,
    link: 'https://example.org/forum',
  },
  { id: 'ad-2', headline: 'Atelier export', subtitle: 'Formation', description: 'Les formalités douanières expliquées.', link: 'https://example.org/export' },
];

/** Keeps the index like the app's carousel state does (without its timer: screenshots stay still). */
function StatefulHero(props: HeroSlideshowProps) {
  const [index, setIndex] = useState(props.index);
  const total = props.slides.length;
  return (
    <HeroSlideshow
      {...props}
      index={index}
      onPrevious={() => {
        setIndex((index - 1 + total) % total);
        props.onPrevious();
      }}
      onNext={() => {
        setIndex((index + 1) % total);
        props.onNext();
      }}
    />
  );
}

const meta = {
  title: 'Screens/Public/HeroSlideshow',
  component: HeroSlideshow,
  render: (args) => <StatefulHero {...args} />,
  args: { slides: heroDefaultSlides, index: 0, onPrevious: fn(), onNext: fn(), onSeeMore: fn(), loading: false, playing: true, onPlayingChange: fn() },
} satisfies Meta<typeof HeroSlideshow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** No ads: the four built-in slides (spec public §2.3). */
export const DefaultSlides: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 / 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositive suivante' }));
    await expect(canvas.getByText('2 / 4')).toBeVisible();
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositive précédente' }));
    await expect(canvas.getByText('1 / 4')).toBeVisible();
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
};

export const DefaultSlidesEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome to the directory of member companies' })).toBeVisible();
    // the last built-in slide in English, then back to the first for the screenshot
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(canvas.getByRole('heading', { name: 'Is your company a member?' })).toBeVisible();
    await expect(canvas.getByText('4 / 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByText('1 / 4')).toBeVisible();
  },
};

export const FromAds: Story = {
  args: { slides: adSlides },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Forum des investisseurs 2026' })).toBeVisible();
    await expect(canvas.getByText('Dakar, 3 décembre')).toBeVisible();
    await expect(canvas.getByText('Rencontrez les entreprises membres et les investisseurs de la région.')).toBeVisible();
    await expect(canvas.getByText('1 / 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voir plus' }));
    await expect(args.onSeeMore).toHaveBeenCalledWith(adSlides[0]);
  },
};

/** An ad without an image; without a link it offers no Voir plus. */
export const AdWithoutImage: Story = {
  args: {
    slides: [adSlides[0]!, { id: 'ad-2', headline: 'Atelier export', subtitle: 'Formation', description: 'Les formalités douanières expliquées.' }],
    index: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Atelier export' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  },
};

/** On a page where the hero is all there is, its headline is the page's level-1 heading. */
export const AsPageHeading: Story = {
  args: { headingLevel: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Bienvenue dans l’annuaire des entreprises membres' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'À la une' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** On a phone the banner's mobile image shows, not its web image (spec public §3: an ad has both). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { slides: adSlides },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).not.toBeNull();
    await waitFor(() => expect(image?.currentSrc).toBe(adSlides[0]!.mobileImageUrl));
  },
};

/** On a desktop the banner's web image shows. */
export const DesktopImage: Story = {
  args: { slides: adSlides },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await waitFor(() => expect(image?.currentSrc).toBe(adSlides[0]!.imageUrl));
  },
};

/**
 * The slides advance by themselves (WCAG 2.2.2): a button pauses them, then offers to play again. The headline is a
 * level-2 heading: the page's level-1 heading is its own, stable one.
 */
export const PauseAndPlay: Story = {
  render: function Render(args) {
    const [playing, setPlaying] = useState(args.playing ?? true);
    return (
      <StatefulHero
        {...args}
        playing={playing}
        onPlayingChange={(next) => {
          setPlaying(next);
          args.onPlayingChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bienvenue dans l’annuaire des entreprises membres' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre en pause le défilement' }));
    await expect(args.onPlayingChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Reprendre le défilement' }));
    await expect(args.onPlayingChange).toHaveBeenLastCalledWith(true);
  },
};

export const PausedEnglish: Story = {
  globals: { locale: 'en' },
  args: { playing: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  },
};
