import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleChambers } from '../fixtures';
import { AdminEmbedScreen } from './AdminEmbedScreen';
import { sampleEmbedAudience, sampleEmbedSectorsEn, sampleEmbedSectorsFr, sampleEmbedSnippets, sampleEmbedValues } from './fixtures';

const loaded = { status: 'loaded' as const };
const phone = { value: 'phone', isRotated: false };

const meta = {
  title: 'Screens/Admin/AdminEmbedScreen',
  component: AdminEmbedScreen,
  args: {
    chamberId: 1,
    settings: loaded,
    onRetry: fn(),
    sectors: sampleEmbedSectorsFr,
    values: sampleEmbedValues,
    onChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
    snippets: sampleEmbedSnippets,
    onCopy: fn(),
    // the stories frame nothing: the app frames the chamber's embedded page
    previewUrl: 'about:blank',
    statistics: { status: 'loaded', data: sampleEmbedAudience },
    statisticsDays: 30,
    onStatisticsRetry: fn(),
  },
} satisfies Meta<typeof AdminEmbedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The settings, the code to paste with the chamber's id, the preview and the audience per source. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Intégration' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await expect(canvas.getByRole('checkbox', { name: 'Finance' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Santé' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Site autorisé 1' })).toHaveValue('https://www.amcham-ci.example.org');
    await expect(canvasElement.querySelector('[data-snippet="script"]')).toHaveTextContent(
      '<script src="https://annuaire.example.org/embed.js?chamber=1" async></script>',
    );
    await expect(canvasElement.querySelector('[data-snippet="iframe"]')).toHaveTextContent('https://annuaire.example.org/embed/1');
    await expect(canvas.getByTitle("Aperçu de l'annuaire intégré")).toHaveAttribute('src', 'about:blank');
    const embedRow = within(canvas.getByRole('row', { name: /Site de la chambre/ }));
    await expect(embedRow.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['310', '204', '18']);
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  },
};

export const LoadedEnglish: Story = {
  args: { sectors: sampleEmbedSectorsEn, values: { ...sampleEmbedValues, language: 'en' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Embed' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Technology' })).toBeChecked();
    await expect(canvas.getByRole('row', { name: /Chamber's site/ })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: phone } };

export const PhoneEnglish: Story = {
  args: { sectors: sampleEmbedSectorsEn },
  globals: { locale: 'en', viewport: phone },
};

/** The network administrator picks the chamber whose embed it sets. */
export const NetworkAdministrator: Story = {
  args: { chambers: sampleChambers, onChamberChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('combobox', { name: 'Chambre' });
    await expect(picker).toHaveValue('1');
    await userEvent.selectOptions(picker, 'AmCham Sénégal');
    await expect(args.onChamberChange).toHaveBeenCalledWith(2);
  },
};

/** The network administrator looks at the whole network: a chamber must be picked first. */
export const PickChamber: Story = {
  args: { chambers: sampleChambers, onChamberChange: fn(), chamberId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Choisissez une chambre pour régler l'annuaire sur son site.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { settings: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement…');
  },
};

/** The settings failed: the catalogue's reason and Retry. */
export const Error: Story = {
  args: { settings: { status: 'error', message: 'Accès interdit' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des données');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Accès interdit');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ErrorEnglish: Story = {
  args: { settings: { status: 'error', message: 'Access denied' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The audience failed alone: its own Retry. */
export const AudienceError: Story = {
  args: { statistics: { status: 'error', message: 'Erreur interne du serveur' } },
  play: async ({ canvasElement, args }) => {
    const audience = within(within(canvasElement).getByRole('region', { name: 'Audience par source' }));
    await userEvent.click(audience.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onStatisticsRetry).toHaveBeenCalled();
  },
};

const invalid = {
  values: { ...sampleEmbedValues, accent: '#0b5c', perPage: '60', allowedOrigins: ['https://www.amcham-ci.example.org/annuaire', 'http://exemple.org'] },
  errors: {
    accent: 'Couleur invalide (#rrggbb)',
    perPage: 'Entre 6 et 48 résultats par page',
    'allowedOrigins[0]': 'Adresse de site invalide (https://exemple.org)',
    'allowedOrigins[1]': 'Adresse de site invalide (https://exemple.org)',
  },
  submitDisabled: true,
};

/** Each message under its field, save disabled while the values break a rule. */
export const ValidationErrors: Story = {
  args: invalid,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Adresse de site invalide (https://exemple.org)')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: 'Site autorisé 2' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('spinbutton', { name: 'Résultats par page' })).toHaveAccessibleDescription(/Entre 6 et 48 résultats par page/);
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  },
};

export const ValidationErrorsEnglishPhone: Story = {
  args: {
    ...invalid,
    sectors: sampleEmbedSectorsEn,
    errors: {
      accent: 'Invalid colour (#rrggbb)',
      perPage: 'Between 6 and 48 results per page',
      'allowedOrigins[0]': 'Invalid site address (https://example.org)',
      'allowedOrigins[1]': 'Invalid site address (https://example.org)',
    },
  },
  globals: { locale: 'en', viewport: phone },
};

/** The sites are an editable list: add one (empty, focused), remove one, save. */
export const EditSites: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un site' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...sampleEmbedValues, allowedOrigins: [...sampleEmbedValues.allowedOrigins, ''] }, [
      'allowedOrigins[2]',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer le site autorisé 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...sampleEmbedValues, allowedOrigins: ['https://evenements.amcham-ci.example.org'] }, [
      'allowedOrigins',
    ]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Santé' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...sampleEmbedValues, sectorIds: [1, 2, 3] }, ['sectorIds']);
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Twenty sites: no more may be added. */
export const MostSites: Story = {
  args: { values: { ...sampleEmbedValues, allowedOrigins: Array.from({ length: 20 }, (_, index) => `https://site${index + 1}.example.org`) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ajouter un site' })).toBeDisabled();
  },
};

export const Saving: Story = { args: { saving: true, submitDisabled: true } };

export const Saved: Story = {
  args: { notice: { tone: 'success', message: 'Réglages enregistrés', onDismiss: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Réglages enregistrés')).toBeVisible();
  },
};

export const SaveFailed: Story = {
  args: { notice: { tone: 'error', message: "L'enregistrement a échoué", onDismiss: fn() } },
};

export const SavedEnglish: Story = {
  args: { sectors: sampleEmbedSectorsEn, notice: { tone: 'success', message: 'Settings saved', onDismiss: fn() } },
  globals: { locale: 'en' },
};

/** The script was copied: its button says so, once. */
export const CopyDone: Story = {
  args: { copied: 'script' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Copié !')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: "Copier l'iframe" }));
    await expect(args.onCopy).toHaveBeenCalledWith('iframe');
  },
};

export const CopyDoneEnglishPhone: Story = {
  args: { copied: 'iframe', sectors: sampleEmbedSectorsEn },
  globals: { locale: 'en', viewport: phone },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Copied!')).toBeVisible();
  },
};
