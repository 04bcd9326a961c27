import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Select } from '../Select';
import { CountryFlag, CountryLabel, chosenFlag, countryFlagSizes } from './CountryFlag';

const pickerChambers = [
  { id: 1, name: "AmCham Côte d'Ivoire", countryIcon: '🇨🇮' },
  { id: 2, name: 'AmCham Sénégal', countryIcon: '🇸🇳' },
];

const meta = {
  title: 'Components/CountryFlag',
  component: CountryFlag,
  args: { icon: '🇸🇳', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: countryFlagSizes } },
} satisfies Meta<typeof CountryFlag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The network's countries: images, never emoji (which show as boxes where no colour emoji font is installed). */
export const NetworkCountries: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: '0.5rem', listStyle: 'none', padding: 0, margin: 0 }}>
      {[
        ['🇨🇮', "Côte d'Ivoire"],
        ['🇸🇳', 'Sénégal'],
        ['🇨🇲', 'Cameroun'],
        ['🇲🇦', 'Maroc'],
        ['🇫🇷', 'France'],
        ['🇬🇦', 'Gabon'],
        ['🇺🇸', 'États-Unis'],
        ['🇨🇦', 'Canada'],
        ['🇬🇧', 'Royaume-Uni'],
        [null, 'Pays inconnu'],
      ].map(([icon, name]) => (
        <li key={name}>
          <CountryLabel icon={icon}>{name}</CountryLabel>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images.map((image) => image.getAttribute('src'))).toEqual(
      ['ci', 'sn', 'cm', 'ma', 'fr', 'ga', 'us', 'ca', 'gb'].map((region) => `/flags/${region}.svg`),
    );
    // every image is served and drawn (a missing file would leave it broken, with no width of its own)
    await waitFor(() => expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true));
    // decorative: the name beside it is the text, and no emoji is left in the page
    await expect(images.every((image) => image.alt === '')).toBe(true);
    await expect(canvasElement.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    await expect(within(canvasElement).getByText('Pays inconnu').previousElementSibling).toHaveAttribute('data-flag', 'none');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      {countryFlagSizes.map((size) => (
        <CountryFlag key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** A chamber with no country, or a country the service gives no flag for. */
export const NoFlag: Story = { args: { icon: null } };

/** A picker's chosen chamber, its flag drawn in the select beside its name (the options themselves are text). */
export const ChosenInPicker: Story = {
  render: () => (
    <Select
      label="Chambre"
      value="2"
      options={pickerChambers.map((chamber) => ({ value: String(chamber.id), label: chamber.name }))}
      leading={chosenFlag(pickerChambers, '2')}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img[data-flag]')).toHaveAttribute('data-flag', 'SN');
    await expect(chosenFlag(pickerChambers, '')).toBeUndefined();
  },
};
