import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminMailsScreen } from './AdminMailsScreen';
import type { MailRow } from './AdminMailsScreen';

const sampleMails: MailRow[] = [
  {
    id: 7,
    to: 'direction@societe.example.org',
    subject: 'Votre accès à l’annuaire : Société Générale des Travaux',
    kind: 'invitation',
    language: 'fr',
    state: 'pending',
    attempts: 2,
    lastError: '451 4.3.0 Mailbox busy, try later',
    createdAt: '2026-11-24T10:15:00.000Z',
    nextAttemptAt: '2026-11-24T10:17:00.000Z',
    sentAt: null,
  },
  {
    id: 6,
    to: 'contact@gabon-mines.example.org',
    subject: 'Password reset',
    kind: 'passwordReset',
    language: 'en',
    state: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-23T16:02:00.000Z',
    nextAttemptAt: null,
    sentAt: '2026-11-23T16:02:00.000Z',
  },
  {
    id: 5,
    to: 'info@dakar-logistique.example.org',
    subject: 'Demande d’adhésion reçue : Dakar Logistique',
    kind: 'applicationReceived',
    language: 'fr',
    state: 'logged',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-22T09:30:00.000Z',
    nextAttemptAt: null,
    sentAt: '2026-11-22T09:30:00.000Z',
  },
  {
    id: 4,
    to: 'ancien@inconnu.example.org',
    subject: 'Réinitialisation de votre mot de passe',
    kind: 'passwordReset',
    language: 'fr',
    state: 'failed',
    attempts: 12,
    lastError: '550 5.1.1 <ancien@inconnu.example.org>: Recipient address rejected: User unknown in virtual mailbox table',
    createdAt: '2026-11-20T08:00:00.000Z',
    nextAttemptAt: null,
    sentAt: null,
  },
];

const meta = {
  title: 'Screens/Admin/AdminMailsScreen',
  component: AdminMailsScreen,
  args: {
    state: '',
    onStateChange: fn(),
    list: { status: 'loaded' },
    onRetry: fn(),
    rows: sampleMails,
    page: 0,
    totalItems: sampleMails.length,
    onPageChange: fn(),
  },
} satisfies Meta<typeof AdminMailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each mail: when it was written, to whom (which mail, which language), subject, state, attempts, last error, sent. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = canvas.getByText('direction@societe.example.org').closest('tr') as HTMLElement;
    await expect(within(pending).getByText('24/11/2026 10:15')).toBeVisible();
    await expect(within(pending).getByText('Invitation · FR')).toBeVisible();
    await expect(within(pending).getByText('En attente')).toHaveAttribute('data-state', 'pending');
    await expect(within(pending).getByText('Nouvel essai le 24/11/2026 10:17')).toBeVisible();
    await expect(within(pending).getByRole('cell', { name: '2' })).toBeVisible();
    await expect(within(pending).getByText('451 4.3.0 Mailbox busy, try later')).toBeVisible();
    const sent = canvas.getByText('contact@gabon-mines.example.org').closest('tr') as HTMLElement;
    await expect(within(sent).getByText('Envoyé')).toHaveAttribute('data-state', 'sent');
    await expect(within(sent).getByText('Mot de passe oublié · EN')).toBeVisible();
    await expect(within(sent).getAllByText('—')).toHaveLength(1);
    const logged = canvas.getByText('info@dakar-logistique.example.org').closest('tr') as HTMLElement;
    await expect(within(logged).getByText('Écrit au journal')).toHaveAttribute('data-state', 'logged');
    const failed = canvas.getByText('ancien@inconnu.example.org').closest('tr') as HTMLElement;
    await expect(within(failed).getByText('Échec')).toHaveAttribute('data-state', 'failed');
    await expect(within(failed).getByRole('cell', { name: '12' })).toBeVisible();
  },
};

/** The state filter offers every state of the contract, and reports the one picked. */
export const FilterByState: Story = {
  play: async ({ canvasElement, args }) => {
    const filter = within(canvasElement).getByRole('combobox', { name: 'État' });
    await expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les états', 'En attente', 'Envoyé', 'Écrit au journal', 'Échec']);
    await userEvent.selectOptions(filter, 'Échec');
    await expect(args.onStateChange).toHaveBeenLastCalledWith('failed');
    await userEvent.selectOptions(filter, 'Tous les états');
    await expect(args.onStateChange).toHaveBeenLastCalledWith('');
  },
};

/** Only the mails given up: the filter shows its state. */
export const Failed: Story = {
  args: { state: 'failed', rows: sampleMails.filter((mail) => mail.state === 'failed'), totalItems: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'État' })).toHaveValue('failed');
  },
};

/** A state no mail is in. */
export const FilteredEmpty: Story = {
  args: { state: 'failed', rows: [], totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucun courriel dans cet état' })).toBeVisible();
  },
};

/** More than one page: the kit's pager. */
export const Paged: Story = {
  args: { totalItems: 57, page: 1 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Suivant/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = { args: { list: { status: 'loading' }, rows: [], totalItems: 0 } };

export const Empty: Story = {
  args: { rows: [], totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucun courriel envoyé' })).toBeVisible();
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
    await expect(canvas.getByText('Next attempt 11/24/26, 10:17 AM')).toBeVisible();
    await expect(within(canvas.getByRole('table')).getByText('Written to the log')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'State' })).toBeVisible();
  },
};

export const EnglishEmpty: Story = {
  globals: { locale: 'en' },
  args: { rows: [], totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No mail sent' })).toBeVisible();
  },
};

/** On a phone each row is a card of label / value lines. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { totalItems: 57 } };

export const PhoneEnglish: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
  args: { state: 'pending', rows: sampleMails.filter((mail) => mail.state === 'pending') },
};
