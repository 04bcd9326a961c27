import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MapEmbed } from './MapEmbed';

/** Stories pass `src="about:blank"` so that the tests never reach the network; the app uses OpenStreetMap. */
const meta = {
  title: 'Components/MapEmbed',
  component: MapEmbed,
  args: { latitude: 48.8566, longitude: 2.3522, placeName: 'Atlas Conseil', src: 'about:blank' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MapEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithCoordinates: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle(/Atlas Conseil/)).toBeVisible();
  },
};

/** No coordinates: nothing is rendered (spec public §3: the map shows only when both exist). */
export const WithoutCoordinates: Story = {
  args: { latitude: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
