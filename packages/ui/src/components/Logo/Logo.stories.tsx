import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Logo, logoFallbacks, logoShapes, logoSizes } from './Logo';
import { sampleLogo } from './sampleLogo';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  args: { name: 'Atlas Conseil', src: sampleLogo, size: 'lg', shape: 'square', fallback: 'icon' },
  argTypes: {
    size: { control: 'inline-radio', options: logoSizes },
    shape: { control: 'inline-radio', options: logoShapes },
    fallback: { control: 'inline-radio', options: logoFallbacks },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Atlas Conseil' })).toHaveAttribute('data-state', 'image');
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', sampleLogo);
    // a logo in a list loads when it comes near the screen; one that tops the page asks for loading="eager"
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      {logoSizes.map((size) => (
        <Logo key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const MissingSource: Story = { args: { src: null } };

export const BrokenSource: Story = {
  args: { src: '/logo-that-does-not-exist.png' },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: 'Atlas Conseil' });
    await waitFor(() => expect(logo).toHaveAttribute('data-state', 'placeholder'));
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const InitialLetter: Story = {
  args: { src: null, fallback: 'initial', name: 'Élysée Export', shape: 'circle' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Élysée Export' })).toHaveTextContent('É');
  },
};
