import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageFrame } from './PageFrame';

// The frame every layout (public, member, admin) puts its page in: a skip link, the area's header, the main
// landmark and, where the area has one, its footer. Plain blocks stand for the areas' own headers and footers.
const block = (label: string) => (
  <div style={{ padding: '1rem', background: '#e8edf5', borderBottom: '1px solid #c5cfdd' }}>
    <strong>{label}</strong>
  </div>
);

const meta = {
  title: 'Screens/PageFrame',
  component: PageFrame,
  args: {
    skipLabel: 'Aller au contenu',
    header: block('En-tête de la zone'),
    children: <p style={{ padding: '1rem' }}>Contenu principal de la page.</p>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithFooter: Story = { args: { footer: block('Pied de page de la zone') } };

/** The skip link is the first stop of the keyboard and points at the main content. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', `#${canvas.getByRole('main').id}`);
  },
};

export const Phone: Story = { args: { footer: block('Pied de page de la zone') }, globals: { viewport: { value: 'phone', isRotated: false } } };
