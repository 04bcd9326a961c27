import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StarRating, StarRatingInput, starRatingSizes } from './StarRating';

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  args: { average: 4.26, count: 12, size: 'md' },
  argTypes: {
    average: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: starRatingSizes },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // Each language writes its decimal separator: a comma in French, a point in English.
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^(4,3 \(12 avis\)|4\.3 \(12 reviews\))$/)).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: /^(Note : 4,3 sur 5|Rating: 4\.3 out of 5)$/ })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4.3 (12 reviews)')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Rating: 4.3 out of 5' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {starRatingSizes.map((size) => (
        <StarRating key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const SingleReview: Story = {
  args: { average: 5, count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5,0 (1 avis)')).toBeVisible();
  },
};

export const HalfStars: Story = { args: { average: 2.5, count: 4 } };

export const NoReviews: Story = { args: { average: 0, count: 0 } };

export const StarsOnly: Story = { args: { average: 4, hideSummary: true } };

function Picker({ initial, error, disabled }: { initial: number; error?: string; disabled?: boolean }) {
  const [score, setScore] = useState(initial);
  return <StarRatingInput value={score} onChange={setScore} required error={error} disabled={disabled} />;
}

export const Picker1To5: Story = {
  render: () => <Picker initial={0} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Note' })).toBeVisible();
    await expect(canvas.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: '1 étoile' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: /^4 (étoiles|stars)$/ }));
    await expect(canvas.getByRole('radio', { name: /^4 (étoiles|stars)$/ })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /^5 (étoiles|stars)$/ })).toBeChecked();
  },
};

export const PickerChosen: Story = { render: () => <Picker initial={3} /> };

export const PickerWithError: Story = {
  render: () => <Picker initial={0} error="Veuillez remplir tous les champs obligatoires" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Note' })).toHaveAccessibleDescription('Veuillez remplir tous les champs obligatoires');
  },
};

export const PickerDisabled: Story = {
  render: () => <Picker initial={2} disabled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '5 étoiles' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '2 étoiles' })).toBeChecked();
  },
};
