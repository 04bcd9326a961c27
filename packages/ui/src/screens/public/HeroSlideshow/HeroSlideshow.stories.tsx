import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  args: { slides: heroDefaultSlides, index: 0, onPrevious: fn(), onNext: fn(), onSeeMore: fn(), loading: false },
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
  },
};

export const DefaultSlidesEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Welcome to the directory of member companies' })).toBeVisible();
  },
};

export const FromAds: Story = {
  args: { slides: adSlides },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir plus' }));
    await expect(args.onSeeMore).toHaveBeenCalledWith(adSlides[0]);
  },
};

export const AdWithoutImage: Story = { args: { slides: adSlides, index: 1 } };

export const Loading: Story = { args: { loading: true } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { slides: adSlides } };
