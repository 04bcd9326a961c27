import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AdminMembersScreen } from '../AdminMembersScreen';
import { sampleAdminHomeHref, sampleChamber, sampleMemberRows, sampleSummaryCards, sampleSectionHrefs, sampleSettingHrefs } from '../fixtures';
import { AdminLayout } from './AdminLayout';

const meta = {
  title: 'Screens/Admin/AdminLayout',
  component: AdminLayout,
  args: {
    header: {
      title: 'Membres',
      sectionHrefs: sampleSectionHrefs,
      settingHrefs: sampleSettingHrefs,
      homeHref: sampleAdminHomeHref,
      activeSection: 'members',
      language: 'fr',
      chamber: sampleChamber,
      onLanguageChange: fn(),
      onSignOut: fn(),
    },
    children: (
      <AdminMembersScreen
        summary={{ cards: sampleSummaryCards }}
        search=""
        onSearchChange={fn()}
        statusFilter="ALL"
        onStatusFilterChange={fn()}
        onAdd={fn()}
        onExport={fn()}
        onImport={fn()}
        list={{ status: 'loaded' }}
        onRetry={fn()}
        rows={sampleMemberRows}
        page={0}
        totalItems={34}
        onPageChange={fn()}
        viewHref={(row) => `/admin/membres/${row.id}`}
        editHref={(row) => `/admin/membres/${row.id}/edit`}
        onStatusChange={fn()}
      />
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The members screen in its frame: skip link, header with its title, main content. */
export const MembersPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Membres', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

/** On a phone too the screen keeps the header's edges: the page has no browser margin to lean on. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titleLeft = canvas.getByRole('heading', { name: 'Membres', level: 1 }).getBoundingClientRect().left;
    const main = canvas.getByRole('main').getBoundingClientRect();
    const screen = canvas.getByRole('main').firstElementChild?.firstElementChild?.getBoundingClientRect();
    await expect(screen?.left).toBe(titleLeft);
    await expect(screen?.right).toBe(main.right - (titleLeft - main.left));
  },
};
