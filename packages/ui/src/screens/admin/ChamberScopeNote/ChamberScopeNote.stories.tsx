import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChamberScopeNote } from './ChamberScopeNote';

/** Where a back-office write lands, said in the header of every form that writes. */
const meta = {
  title: 'Admin/ChamberScopeNote',
  component: ChamberScopeNote,
  args: { scope: { kind: 'chamber', name: 'AmCham Gabon' } },
} satisfies Meta<typeof ChamberScopeNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneChamber: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chambre : AmCham Gabon')).toBeVisible();
  },
};

export const WholeNetworkEnglish: Story = {
  globals: { locale: 'en' },
  args: { scope: { kind: 'network' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The whole network: for every chamber')).toBeVisible();
  },
};
