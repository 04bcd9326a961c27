import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Card } from '../Card';
import { StarRating } from '../StarRating';
import { Carousel, type CarouselProps } from './Carousel';

const reviews = [
  { name: 'Awa Diop', score: 5, comment: 'Accueil très professionnel, délais respectés.' },
  { name: 'Jean Martin', score: 4, comment: 'Bon partenaire pour nos importations.' },
  { name: 'Fatou Sow', score: 5, comment: 'Réactifs et de bon conseil.' },
  { name: 'Paul Durand', score: 3, comment: 'Service correct, un peu cher.' },
  { name: 'Mariam Ba', score: 4, comment: 'Je recommande pour la logistique.' },
];

const reviewSlides = reviews.map((review) => (
  <Card key={review.name} title={review.name} headingLevel={3}>
    <StarRating average={review.score} hideSummary size="sm" />
    <p style={{ margin: 0 }}>{review.comment}</p>
  </Card>
));

const partners = ['Banque Atlantique', 'Port Autonome', 'Air Sénégal', 'Sonatel', 'Total Énergies'];

function PartnerTile({ name }: { name: string }) {
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        height: 80,
        borderRadius: 8,
        border: `1px solid ${vars.color.border}`,
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        fontWeight: 600,
      }}
    >
      {name}
    </div>
  );
}

/** Stories hold the index the way the app does (no timer here: autoplay belongs to the app). */
function Controlled({ start = 0, ...props }: Omit<CarouselProps, 'index' | 'onIndexChange'> & { start?: number }) {
  const [index, setIndex] = useState(start);
  return <Carousel {...props} index={index} onIndexChange={setIndex} />;
}

const meta = {
  title: 'Components/Carousel',
  component: Controlled,
  args: {
    label: 'Avis des clients',
    slides: reviewSlides,
    itemsPerView: 3,
    duration: 500,
    transition: true,
    loop: true,
    showControls: true,
    showDots: true,
    showCounter: false,
  },
  argTypes: {
    itemsPerView: { control: { type: 'number', min: 1, max: 4 } },
    duration: { control: { type: 'number', step: 100 } },
    slides: { control: false },
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RatingsThreePerView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // one dot per reachable position: 5 slides, 3 in view
    await expect(within(canvas.getByRole('list', { name: /Choisir une diapositive|Choose a slide/ })).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: /Suivant|Next/ }));
    await expect(canvas.getAllByRole('group').map((slide) => slide.querySelector('h3')?.textContent)).toEqual(['Jean Martin', 'Fatou Sow', 'Paul Durand']);
    // a third of the width (the browser rounds the percentage it keeps)
    await expect(canvasElement.querySelector<HTMLElement>('[data-transition]')?.style.transform).toMatch(/^translateX\(-33\.33+%\)$/);
  },
};

export const RatingsTwoPerView: Story = { args: { itemsPerView: 2 } };

export const RatingsOnePerView: Story = {
  args: { itemsPerView: 1 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const WithCounter: Story = {
  args: { itemsPerView: 1, showCounter: true, showDots: false, start: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 / 5')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Suivant|Next/ }));
    await expect(canvas.getByText('3 / 5')).toBeInTheDocument();
  },
};

export const NoLoop: Story = { args: { loop: false } };

/** Partners (spec public §4): two clones at each end, start index 2, dots over the real partners. */
export const PartnersWithClones: Story = {
  args: { label: 'Partenaires', itemsPerView: 3, slides: [] },
  render: function Render(args) {
    const track = [...partners.slice(-2), ...partners, ...partners.slice(0, 2)];
    const [index, setIndex] = useState(2);
    const [animate, setAnimate] = useState(true);
    return (
      <Carousel
        {...args}
        slides={track.map((name, position) => (
          <PartnerTile key={`${name}-${position}`} name={name} />
        ))}
        index={index}
        transition={animate}
        onIndexChange={(next) => {
          setAnimate(true);
          setIndex(next);
        }}
        dotCount={partners.length}
        activeDot={(((index - 2) % partners.length) + partners.length) % partners.length}
        onDotSelect={(dot) => {
          // The jump to another partner happens without a transition, as the spec's jump back to index 1.
          setAnimate(false);
          setIndex(dot + 2);
        }}
        showControls={false}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dots = within(canvas.getByRole('list', { name: /Choisir une diapositive|Choose a slide/ })).getAllByRole('button');
    await expect(dots).toHaveLength(partners.length);
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Aller à la diapositive 3|Go to slide 3/ }));
    await expect(canvas.getAllByRole('group')[0]).toHaveTextContent('Air Sénégal');
    await expect(dots[2]).toHaveAttribute('aria-current', 'true');
    await expect(canvasElement.querySelector('[data-transition]')).toHaveAttribute('data-transition', 'false');
  },
};

export const FewerThanFit: Story = {
  args: { label: 'Partenaires', slides: partners.slice(0, 3).map((name) => <PartnerTile key={name} name={name} />) },
  play: async ({ canvasElement }) => {
    // nothing to move: no previous/next buttons, no dots
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
