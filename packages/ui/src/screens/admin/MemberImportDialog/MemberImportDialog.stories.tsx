import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemberImportDialog } from './MemberImportDialog';

const csv = new File(['\uFEFFid;nom\n12;Société Générale des Travaux\n'], 'membres.csv', { type: 'text/csv', lastModified: 0 });

const meta = {
  title: 'Screens/Admin/MemberImportDialog',
  component: MemberImportDialog,
  args: { open: true, onOpenChange: fn(), file: null, onFileChange: fn(), state: { step: 'choose' }, onCheck: fn(), onImport: fn() },
} satisfies Meta<typeof MemberImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FileChosen: Story = {
  args: { file: csv },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('button', { name: 'Vérifier' }));
    await expect(args.onCheck).toHaveBeenCalled();
  },
};

export const Checking: Story = { args: { file: csv, state: { step: 'checking' } } };

/** The dry run found errors: every one with its line, column and message; Import stays disabled. */
export const DryRunWithErrors: Story = {
  args: {
    file: csv,
    state: {
      step: 'checked',
      report: {
        created: 2,
        updated: 1,
        errors: [
          { line: 3, column: 'e-mail', message: 'Veuillez saisir une adresse email valide.' },
          { line: 5, column: 'id', message: "Le membre 88 n'appartient pas à cette chambre." },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText("Le membre 88 n'appartient pas à cette chambre.")).toBeVisible();
    await expect(body.getByRole('button', { name: 'Importer' })).toBeDisabled();
  },
};

/** The dry run is clean: 1 update, Import writes it. */
export const DryRunOk: Story = {
  args: { file: csv, state: { step: 'checked', report: { created: 0, updated: 1, errors: [] } } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('0 membre(s) à créer, 1 à mettre à jour.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Importer' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

export const Importing: Story = { args: { file: csv, state: { step: 'importing', report: { created: 9800, updated: 200, errors: [] } } } };

export const Done: Story = { args: { file: csv, state: { step: 'done', report: { created: 9800, updated: 200, errors: [] } } } };

export const Failed: Story = { args: { file: csv, state: { step: 'failed', message: 'Fichier trop volumineux' } } };

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    file: csv,
    state: { step: 'checked', report: { created: 0, updated: 1, errors: [{ line: 3, column: 'email', message: 'Please enter a valid email address.' }] } },
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: DryRunWithErrors.args };
