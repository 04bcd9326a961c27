import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MemberMap } from './MemberMap';
import type { MemberMapPoint } from './model';
import { BROKEN_TILE_URL, STORY_TILE_URL } from './storyTiles';

const cities = [
  { city: 'Abidjan', lat: 5.35, lon: -4.0, sector: 'Finance' },
  { city: 'Dakar', lat: 14.69, lon: -17.44, sector: 'Santé' },
  { city: 'Casablanca', lat: 33.57, lon: -7.59, sector: 'Technologie' },
  { city: 'Paris', lat: 48.86, lon: 2.35, sector: 'Éducation' },
];

/** 48 members around four cities, on a fixed pseudo-random spread (the same screenshot on every run). */
const manyMembers: MemberMapPoint[] = Array.from({ length: 48 }, (_, i) => {
  const place = cities[i % cities.length] ?? cities[0]!;
  const spread = ((i * 37) % 17) / 100;
  return { id: i + 1, name: `Membre ${i + 1} ${place.city}`, lat: place.lat + spread, lon: place.lon - spread, sector: place.sector, href: `/membre/${i + 1}` };
});

const atlas: MemberMapPoint = { id: 12, name: 'Atlas Conseil', lat: 33.5731, lon: -7.5898, sector: 'Conseil', href: '/membre/12' };

const fallback = (
  <ul>
    <li>Atlas Conseil, Casablanca</li>
  </ul>
);

const waitUntilDrawn = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('.leaflet-tile-loaded')).not.toBeNull(), { timeout: 10_000 });

const meta = {
  title: 'Components/MemberMap',
  component: MemberMap,
  args: {
    points: manyMembers,
    label: 'Carte des membres',
    description: 'La liste présente les mêmes membres.',
    fallback,
    tileUrl: STORY_TILE_URL,
    attribution: 'Tuiles de démonstration',
    height: 420,
  },
  play: async ({ canvasElement }) => waitUntilDrawn(canvasElement),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A broad search: the members of each city gathered in a cluster that says how many it holds. */
export const Clusters: Story = {
  play: async ({ canvasElement }) => {
    await waitUntilDrawn(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('.marker-cluster').length).toBeGreaterThan(1));
    await expect(within(canvasElement).getByRole('region', { name: 'Carte des membres' })).toBeVisible();
  },
};

/** A member's marker opens a popup: name, sector, and a link to its page. */
export const PopupOpen: Story = {
  args: { points: [atlas, { ...atlas, id: 13, name: 'Dakar Logistique', lat: 14.69, lon: -17.44, sector: 'Transport', href: '/membre/13' }] },
  play: async ({ canvasElement }) => {
    await waitUntilDrawn(canvasElement);
    const marker = await waitFor(() => within(canvasElement).getByRole('button', { name: 'Atlas Conseil' }));
    await userEvent.click(marker);
    const link = await within(canvasElement).findByRole('link', { name: 'Voir la fiche' });
    await expect(link).toHaveAttribute('href', '/membre/12');
    await expect(within(canvasElement).getByText('Conseil')).toBeVisible();
  },
};

export const PopupOpenEnglish: Story = {
  ...PopupOpen,
  globals: { locale: 'en' },
  args: { ...PopupOpen.args, label: 'Map of members', description: 'The list shows the same members.' },
  play: async ({ canvasElement }) => {
    await waitUntilDrawn(canvasElement);
    await userEvent.click(await waitFor(() => within(canvasElement).getByRole('button', { name: 'Atlas Conseil' })));
    await expect(await within(canvasElement).findByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/membre/12');
  },
};

/** A member page: one marker at zoom 15, no link in its popup (the page is the member's). */
export const OneMember: Story = {
  args: { points: [{ ...atlas, href: undefined }], label: 'Carte : Atlas Conseil', description: undefined, height: 320 },
};

/** The tile server cannot be reached: the fallback shows instead of a grey box. */
export const TilesUnreachable: Story = {
  args: { tileUrl: BROKEN_TILE_URL, points: [atlas] },
  play: async ({ canvasElement }) => {
    // drawn first (data-state 'map'), then given up once every tile failed
    await waitFor(() => expect(canvasElement.querySelector('[data-state="unavailable"]')).not.toBeNull(), { timeout: 10_000 });
    await expect(within(canvasElement).getByText('Atlas Conseil, Casablanca')).toBeVisible();
    await expect(canvasElement.querySelector('.leaflet-container')).toBeNull();
  },
};
