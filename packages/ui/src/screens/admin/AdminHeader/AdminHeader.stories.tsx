import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleAdminHomeHref, sampleChamber, sampleChambers, sampleSectionHrefs, sampleSettingHrefs } from '../fixtures';
import { adminSections } from '../types';
import { AdminHeader } from './AdminHeader';

const meta = {
  title: 'Screens/Admin/AdminHeader',
  component: AdminHeader,
  args: {
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
  argTypes: { activeSection: { control: 'inline-radio', options: adminSections } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A chamber administrator: its chamber's logo and name; the section of the URL is highlighted. */
export const ChamberAdministrator: Story = {
  args: { title: 'Bannières', activeSection: 'banners' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Bannières' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Membres' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText("AmCham Côte d'Ivoire")).toBeVisible();
  },
};

/** Membership applications await the chamber's answer: their count beside Members. */
export const PendingApplications: Story = {
  args: { title: 'Bannières', activeSection: 'banners', pendingApplications: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Membres/ })).toHaveTextContent('Membres3');
    await expect(canvas.getByLabelText('3 candidatures en attente')).toBeVisible();
  },
};

/** The count leads to the members list filtered to the applications: a link of its own beside Members. */
export const PendingApplicationsLinked: Story = {
  args: { title: 'Bannières', activeSection: 'banners', pendingApplications: 3, applicationsHref: '/members?filtre=candidatures' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Membres' })).toHaveAttribute('href', '/admin/members');
    await expect(canvas.getByRole('link', { name: '3 candidatures en attente' })).toHaveAttribute('href', '/members?filtre=candidatures');
  },
};

export const PendingApplicationsLinkedEnglishPhone: Story = {
  args: { ...PendingApplicationsLinked.args, title: 'Banners' },
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open the menu' }));
    await expect(canvas.getByRole('link', { name: '3 pending applications' })).toBeVisible();
  },
};

/** The network administrator acts on a chamber through the picker. */
export const NetworkAdministrator: Story = {
  args: { chambers: sampleChambers, onChamberChange: fn() },
  play: async ({ canvasElement, args }) => {
    const picker = within(canvasElement).getByRole('combobox', { name: 'Chambre' });
    await userEvent.selectOptions(picker, 'AmCham Sénégal');
    await expect(args.onChamberChange).toHaveBeenCalledWith(2);
  },
};

/** The network administrator picks the whole network: the picker and the right side say so. */
export const WholeNetwork: Story = {
  args: { chambers: sampleChambers, network: true, onChamberChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Chambre' })).toHaveValue('');
    await expect(canvas.getByText('Administration du réseau')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Chambre' }), 'AmCham Sénégal');
    await expect(args.onChamberChange).toHaveBeenCalledWith(2);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Chambre' }), 'Tout le réseau');
    await expect(args.onChamberChange).toHaveBeenCalledWith(null);
  },
};

/** No chamber to show: the generic Administrator placeholder with the default logo (spec admin §2). */
export const Placeholder: Story = {
  args: { chamber: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Administrateur')).toBeVisible();
  },
};

/** The settings gear's Parameters menu leads to Sectors and Categories management and to the change log. */
export const SettingsMenu: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Paramètres' }));
    await expect(await body.findByRole('menuitem', { name: 'Gestion des secteurs' })).toHaveAttribute('href', '/secteurs');
    await expect(body.getByRole('menuitem', { name: 'Gestion des catégories' })).toHaveAttribute('href', '/categories');
    await expect(body.getByRole('menuitem', { name: 'Journal des modifications' })).toHaveAttribute('href', '/journal');
    await expect(body.getByRole('menuitem', { name: 'Intégration' })).toHaveAttribute('href', '/integration');
    await expect(body.getByRole('menuitem', { name: 'Comptes' })).toHaveAttribute('href', '/comptes');
    // the outbox of mails is the network administrator's only
    await expect(body.queryByRole('menuitem', { name: 'Courriels' })).toBeNull();
  },
};

/** The network administrator's Parameters menu also leads to the Mails (the outbox of the service's mails). */
export const SettingsMenuNetworkAdministrator: Story = {
  args: { chambers: sampleChambers, network: true, onChamberChange: fn(), showMails: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Paramètres' }));
    await expect(await body.findByRole('menuitem', { name: 'Courriels' })).toHaveAttribute('href', '/courriels');
  },
};

/** The language popup and the settings menu are mutually exclusive: opening one closes the other (spec admin §2). */
export const PopupsMutuallyExclusive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /^Langue : Français/ }));
    await expect(await body.findByRole('button', { name: 'English' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Paramètres' }));
    await expect(await body.findByRole('menuitem', { name: 'Gestion des secteurs' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('button', { name: 'English' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: /^Langue : Français/ }));
    await waitFor(() => expect(body.queryByRole('menuitem', { name: 'Gestion des secteurs' })).toBeNull());
    await userEvent.keyboard('{Escape}');
  },
};

export const English: Story = {
  args: { title: 'Members', language: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Under 640 px the navigation folds behind a menu button. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { chambers: sampleChambers, onChamberChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    await expect(canvas.getByRole('link', { name: 'Annonces' })).toBeVisible();
  },
};
