import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { sampleChambers } from '../fixtures';
import { AdminAccountsScreen, noAccountFilters } from './AdminAccountsScreen';
import type { AccountRow, InviteAdministratorForm } from './AdminAccountsScreen';

const sampleAccounts: AccountRow[] = [
  {
    id: 2,
    email: 'admin.ci@annuaire.demo',
    role: 'ADMIN_AMCHAM',
    chamberName: "AmCham Côte d'Ivoire",
    companyName: null,
    state: 'active',
    lastSignInAt: '2026-11-24T10:15:00.000Z',
    canChangeState: true,
    canInviteAgain: false,
  },
  {
    id: 9,
    email: 'secretariat.ci@annuaire.demo',
    role: 'ADMIN_AMCHAM',
    chamberName: "AmCham Côte d'Ivoire",
    companyName: null,
    state: 'active',
    lastSignInAt: null,
    canChangeState: true,
    canInviteAgain: true,
  },
  {
    id: 21,
    email: 'direction@sgt.example.org',
    role: 'MEMBER',
    chamberName: "AmCham Côte d'Ivoire",
    companyName: 'Société Générale des Travaux',
    state: 'disabled',
    lastSignInAt: '2026-11-20T08:00:00.000Z',
    canChangeState: true,
    canInviteAgain: false,
  },
  {
    id: 1,
    email: 'admin.reseau@annuaire.demo',
    role: 'ADMIN_RESEAU',
    chamberName: null,
    companyName: null,
    state: 'active',
    lastSignInAt: '2026-11-25T07:45:00.000Z',
    canChangeState: false,
    canInviteAgain: false,
  },
];

const inviteForm = (overrides: Partial<InviteAdministratorForm> = {}): InviteAdministratorForm => ({
  values: { email: '', chamberId: '', language: 'fr' },
  errors: {},
  onChange: fn(),
  onBlur: fn(),
  onSubmit: fn(),
  onClose: fn(),
  ...overrides,
});

const meta = {
  title: 'Screens/Admin/AdminAccountsScreen',
  component: AdminAccountsScreen,
  args: {
    filters: noAccountFilters,
    onFiltersChange: fn(),
    chambers: sampleChambers,
    list: { status: 'loaded' },
    onRetry: fn(),
    rows: sampleAccounts,
    page: 0,
    totalItems: sampleAccounts.length,
    onPageChange: fn(),
    onInvite: fn(),
    onDisable: fn(),
    onEnable: fn(),
    onInviteAgain: fn(),
  },
} satisfies Meta<typeof AdminAccountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each account: e-mail (a member's company under it), role, chamber, state, last sign-in, and what may be done with it. */
export const WithData: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const admin = canvas.getByText('admin.ci@annuaire.demo').closest('tr') as HTMLElement;
    await expect(within(admin).getByText('Administrateur de chambre')).toBeVisible();
    await expect(within(admin).getByText('Actif')).toHaveAttribute('data-state', 'active');
    await expect(within(admin).getByText('24/11/2026 10:15')).toBeVisible();
    await userEvent.click(within(admin).getByRole('button', { name: 'Désactiver admin.ci@annuaire.demo' }));
    await expect(args.onDisable).toHaveBeenCalledWith(sampleAccounts[0]);

    const invited = canvas.getByText('secretariat.ci@annuaire.demo').closest('tr') as HTMLElement;
    await expect(within(invited).getByText('Jamais')).toBeVisible();
    await userEvent.click(within(invited).getByRole('button', { name: 'Inviter à nouveau secretariat.ci@annuaire.demo' }));
    await expect(args.onInviteAgain).toHaveBeenCalledWith(sampleAccounts[1]);

    const member = canvas.getByText('direction@sgt.example.org').closest('tr') as HTMLElement;
    await expect(within(member).getByText('Société Générale des Travaux')).toBeVisible();
    await expect(within(member).getByText('Désactivé')).toHaveAttribute('data-state', 'disabled');
    await userEvent.click(within(member).getByRole('button', { name: 'Réactiver direction@sgt.example.org' }));
    await expect(args.onEnable).toHaveBeenCalledWith(sampleAccounts[2]);

    // the caller's own account: nothing to disable
    const own = canvas.getByText('admin.reseau@annuaire.demo').closest('tr') as HTMLElement;
    await expect(within(own).queryAllByRole('button')).toHaveLength(0);
  },
};

/** The toolbar: search on the e-mail, role, state and (network administrator) chamber; "Inviter un administrateur". */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher' }), 'c');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noAccountFilters, search: 'c' });
    const role = canvas.getByRole('combobox', { name: 'Rôle' });
    await expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les rôles', 'Administrateur du réseau', 'Administrateur de chambre', 'Représentant de membre']);
    await userEvent.selectOptions(role, 'Administrateur de chambre');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noAccountFilters, role: 'ADMIN_AMCHAM' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'État' }), 'Désactivé');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noAccountFilters, state: 'disabled' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Chambre' }), String(sampleChambers[1]?.id));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noAccountFilters, chamberId: String(sampleChambers[1]?.id) });
    await userEvent.click(canvas.getByRole('button', { name: 'Inviter un administrateur' }));
    await expect(args.onInvite).toHaveBeenCalled();
  },
};

/** A chamber administrator: its own chamber only (no chamber filter), no network administrators in the role filter. */
export const ChamberAdministrator: Story = {
  args: {
    chambers: undefined,
    roles: ['ADMIN_AMCHAM', 'MEMBER'],
    rows: sampleAccounts.filter((row) => row.role !== 'ADMIN_RESEAU'),
    totalItems: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Chambre' })).toBeNull();
    await expect(
      within(canvas.getByRole('combobox', { name: 'Rôle' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les rôles', 'Administrateur de chambre', 'Représentant de membre']);
  },
};

/** The invitation, opened: nothing typed, no message shown yet. */
export const InviteOpenedUntouched: Story = {
  args: { invite: inviteForm() },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un administrateur' });
    await expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveValue('');
    await expect(within(dialog).getByRole('combobox', { name: /Chambre/ })).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: 'Langue de l’invitation' })).toHaveValue('fr');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(within(dialog).queryByText(/obligatoire|invalide/i)).toBeNull();
  },
};

/** The invitation filled in: each change reported; Enter or the button sends it. */
export const InviteFilling: Story = {
  args: { invite: inviteForm({ values: { email: 'secretariat@amcham-sn.example.org', chamberId: '2', language: 'en' } }) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un administrateur' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'x');
    await expect(args.invite?.onChange).toHaveBeenLastCalledWith('email', 'secretariat@amcham-sn.example.orgx');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Chambre/ }), String(sampleChambers[0]?.id));
    await expect(args.invite?.onChange).toHaveBeenLastCalledWith('chamberId', String(sampleChambers[0]?.id));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
    await expect(args.invite?.onSubmit).toHaveBeenCalled();
  },
};

/** The invitation refused: the field's error and the service's message. */
export const InviteErrors: Story = {
  args: {
    invite: inviteForm({
      values: { email: 'membre1@annuaire.demo', chamberId: '', language: 'fr' },
      errors: { chamberId: 'Ce champ est obligatoire.' },
      serverError: 'Un utilisateur avec cet email existe déjà',
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un administrateur' });
    await expect(within(dialog).getByText('Ce champ est obligatoire.')).toBeVisible();
    await expect(within(dialog).getByText('Un utilisateur avec cet email existe déjà')).toBeVisible();
  },
};

/** Disabling asks first. */
export const ConfirmDisable: Story = {
  args: { confirmDisable: { subject: 'admin.ci@annuaire.demo', onConfirm: fn(), onCancel: fn() } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Désactiver admin.ci@annuaire.demo ?' });
    await expect(within(dialog).getByText(/ses sessions se terminent immédiatement/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    await expect(args.confirmDisable?.onConfirm).toHaveBeenCalled();
  },
};

/** The outcome of an action. */
export const InvitationSent: Story = {
  args: { notice: { tone: 'success', message: 'Invitation envoyée', onDismiss: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invitation envoyée')).toBeVisible();
  },
};

export const Refused: Story = {
  args: { notice: { tone: 'error', message: 'Vous ne pouvez pas désactiver votre propre compte.', onDismiss: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Vous ne pouvez pas désactiver votre propre compte.')).toBeVisible();
  },
};

export const Loading: Story = { args: { list: { status: 'loading' }, rows: [], totalItems: 0 } };

export const Empty: Story = {
  args: { rows: [], totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucun compte' })).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  args: { filters: { ...noAccountFilters, state: 'disabled' }, rows: [], totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucun compte trouvé' })).toBeVisible();
  },
};

/** The load failed: the message and Retry. */
export const LoadError: Story = {
  args: { list: { status: 'error', message: 'Accès interdit' }, rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Accès interdit')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('11/24/26, 10:15 AM')).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByText('Chamber administrator')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Enable direction@sgt.example.org' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite an administrator' })).toBeVisible();
    await expect(within(canvas.getByRole('table')).getByText('Never')).toBeVisible();
  },
};

export const EnglishInviteOpenedUntouched: Story = {
  globals: { locale: 'en' },
  args: { invite: inviteForm() },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite an administrator' });
    await expect(within(dialog).getByRole('combobox', { name: 'Language of the invitation' })).toHaveValue('fr');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

export const EnglishConfirmDisable: Story = {
  globals: { locale: 'en' },
  args: { confirmDisable: { subject: 'admin.ci@annuaire.demo', onConfirm: fn(), onCancel: fn() } },
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: 'Disable admin.ci@annuaire.demo?' })).toBeVisible();
  },
};

/** On a phone each row is a card of label / value lines. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { totalItems: 57 } };

export const PhoneEnglish: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
  args: { notice: { tone: 'success', message: 'Invitation sent', onDismiss: fn() } },
};

export const PhoneInvite: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { invite: inviteForm() },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Inviter un administrateur' })).toBeVisible();
  },
};
