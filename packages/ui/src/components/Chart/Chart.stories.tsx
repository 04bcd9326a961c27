import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Chart, chartTypes } from './index';

const waitUntilDrawn = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-state="ready"] svg')).not.toBeNull(), { timeout: 10000 });
};

const meta = {
  title: 'Components/Chart',
  component: Chart,
  args: {
    type: 'line',
    label: 'Visites quotidiennes',
    categories: ['01/03', '02/03', '03/03', '04/03', '05/03', '06/03', '07/03'],
    series: [{ name: 'Visites', values: [120, 132, 101, 134, 90, 230, 210] }],
    height: 320,
  },
  argTypes: { type: { control: 'inline-radio', options: chartTypes } },
  play: async ({ canvasElement }) => waitUntilDrawn(canvasElement),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Admin statistics: daily visits (line, blue). */
export const Line: Story = {};

/** Admin statistics: banner clicks, top 6 (bars, dark blue). */
export const Bar: Story = {
  args: {
    type: 'bar',
    label: 'Clics par bannière',
    categories: ['Salon export', 'Forum PME', 'Gala', 'Webinaire', 'Mission', 'Trophées'],
    series: [{ name: 'Clics', values: [348, 220, 180, 95, 63, 40] }],
  },
};

/** Admin statistics: members by sector (pie). */
export const Pie: Story = {
  args: {
    type: 'pie',
    label: 'Membres par secteur',
    categories: ['Technologie', 'Finance', 'Santé', 'Éducation'],
    series: [{ name: 'Membres', values: [42, 27, 15, 9] }],
  },
};

export const MultipleSeries: Story = {
  args: {
    type: 'line',
    label: 'Recherches et contacts',
    series: [
      { name: 'Recherches', values: [320, 332, 301, 334, 390, 330, 320] },
      { name: 'Contacts', values: [120, 132, 101, 134, 90, 230, 210] },
    ],
  },
};
