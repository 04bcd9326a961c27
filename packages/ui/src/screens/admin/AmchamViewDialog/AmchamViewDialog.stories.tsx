import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleAmchamRows } from '../AdminAmchamScreen/fixtures';
import { AmchamViewDialog } from './AmchamViewDialog';

const meta = {
  title: 'Screens/Admin/AmchamViewDialog',
  component: AmchamViewDialog,
  args: { chamber: sampleAmchamRows[0], onClose: fn() },
} satisfies Meta<typeof AmchamViewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The read-only panel of a chamber (the original's view action only logged). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('contact@amcham-ci.example.org')).toBeVisible();
    await expect(body.queryByRole('textbox')).toBeNull();
    await userEvent.click(body.getByText('Fermer', { selector: 'button' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** No logo, no website, country unknown: a globe and N/A. */
export const UnknownCountry: Story = {
  args: { chamber: sampleAmchamRows[3] },
  play: async ({ canvasElement }) => {
    const unknown = await within(canvasElement.ownerDocument.body).findByText('N/A');
    await expect(unknown).toBeVisible();
    await expect(unknown.previousElementSibling).toHaveAttribute('data-flag', 'none');
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
