import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MembershipApplicationsPanel } from './MembershipApplicationsPanel';
import type { MembershipApplicationRow } from './MembershipApplicationsPanel';

const applications: MembershipApplicationRow[] = [
  {
    id: 71,
    companyName: 'Dossier Oublié SARL',
    sector: 'Industrie',
    country: 'Côte d’Ivoire',
    representativeName: 'Koffi Yao',
    representativeEmail: 'k.yao@oublie.example',
    submittedAt: '2026-10-12T09:30:00.000Z',
    overdue: true,
    nameInDirectory: false,
  },
  {
    id: 72,
    companyName: 'Ingénierie Lagune',
    sector: 'Technologie',
    country: 'Côte d’Ivoire',
    representativeName: 'Awa Koné',
    representativeEmail: 'awa.kone@lagune.example',
    submittedAt: '2026-11-25T14:00:00.000Z',
    overdue: false,
    nameInDirectory: true,
  },
];

const meta = {
  title: 'Screens/Admin/MembershipApplicationsPanel',
  component: MembershipApplicationsPanel,
  args: { applications, onApprove: fn(), onRefuse: fn() },
} satisfies Meta<typeof MembershipApplicationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Oldest first: the one left 30 days unanswered is marked; a name already public is flagged. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sans réponse depuis 30 jours')).toBeVisible();
    await expect(canvas.getByText("Nom déjà présent dans l'annuaire")).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Accepter' })[0]!);
    await expect(args.onApprove).toHaveBeenCalledWith(applications[0]);
  },
};

export const PendingEnglish: Story = { globals: { locale: 'en' } };

/** Refusing asks for the reason, which is mailed: the confirmation waits for it. */
export const Refusing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Refuser' })[1]!);
    const confirm = canvas.getByRole('button', { name: 'Refuser la candidature' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Motif du refus/ }), 'Hors du périmètre de la chambre.');
    await userEvent.click(confirm);
    await expect(args.onRefuse).toHaveBeenCalledWith(applications[1], 'Hors du périmètre de la chambre.');
  },
};

export const Deciding: Story = { args: { decidingIds: new Set([71]) } };

export const Empty: Story = { args: { applications: [] } };

export const EmptyEnglish: Story = { globals: { locale: 'en' }, args: { applications: [] } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
