import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VideoEmbed } from './VideoEmbed';

/** The stories point at the reserved .invalid domain, so the tests never reach the network. */
const meta = {
  title: 'Components/VideoEmbed',
  component: VideoEmbed,
  args: { url: 'https://player.invalid/embed/presentation', title: 'Présentation de l’entreprise', caption: 'Présentation de l’entreprise (2 min)' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithCaption: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle('Présentation de l’entreprise')).toHaveAttribute('src', 'https://player.invalid/embed/presentation');
    await expect(canvas.getByText('Présentation de l’entreprise (2 min)')).toBeVisible();
  },
};

export const Unembeddable: Story = {
  args: { url: 'http://example.org/video' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
