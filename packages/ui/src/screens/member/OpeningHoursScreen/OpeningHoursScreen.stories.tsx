import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { sampleCompany, sampleMemberTabHrefs, sampleWeek } from '../fixtures';
import { OpeningHoursScreen } from './OpeningHoursScreen';
import type { OpeningHoursDay, OpeningHoursScreenProps } from './OpeningHoursScreen';

const meta = {
  title: 'Screens/Member/OpeningHoursScreen',
  component: OpeningHoursScreen,
  args: {
    editProfileHref: sampleMemberTabHrefs.about,
    load: { status: 'ready' },
    company: sampleCompany,
    days: sampleWeek,
    onRetry: fn(),
    onOpenChange: fn(),
    onTimeChange: fn(),
    onTimeBlur: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof OpeningHoursScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The form with a container stand-in applying the toggle rule of spec public §4 (open sets 09:00-18:00, closed empties). */
function InteractiveWeek(args: OpeningHoursScreenProps) {
  const [days, setDays] = useState<OpeningHoursDay[]>([...args.days]);
  return (
    <OpeningHoursScreen
      {...args}
      days={days}
      onOpenChange={(day, open) => {
        args.onOpenChange(day, open);
        setDays((current) =>
          current.map((entry) =>
            entry.dayOfWeek !== day
              ? entry
              : open
                ? { ...entry, closed: false, openingTime: '09:00', closingTime: '18:00' }
                : { ...entry, closed: true, openingTime: '', closingTime: '' },
          ),
        );
      }}
      onTimeChange={(day, field, value) => {
        args.onTimeChange(day, field, value);
        setDays((current) => current.map((entry) => (entry.dayOfWeek === day ? { ...entry, [field]: value } : entry)));
      }}
    />
  );
}

export const Form: Story = {
  render: (args) => <InteractiveWeek {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Lundi',
      'Mardi',
      'Mercredi',
      'Jeudi',
      'Vendredi',
      'Samedi',
      'Dimanche',
    ]);
    const monday = within(canvas.getByRole('group', { name: 'Lundi' }));
    await expect(monday.getByRole('checkbox', { name: 'Lundi, ouvert' })).toBeChecked();
    await expect(monday.getByLabelText(/Lundi, ouverture/)).toHaveValue('09:00');
    await expect(monday.getByLabelText(/Lundi, fermeture/)).toHaveValue('18:00');
    const saturday = within(canvas.getByRole('group', { name: 'Samedi' }));
    await expect(saturday.getByRole('checkbox', { name: 'Samedi, ouvert' })).not.toBeChecked();
    await expect(saturday.getByText('Fermé')).toBeVisible();
    await expect(saturday.queryByLabelText(/Samedi, ouverture/)).toBeNull();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Samedi, ouvert' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith('SATURDAY', true);
    await expect(canvas.getByLabelText(/Samedi, ouverture/)).toHaveValue('09:00');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Samedi, ouvert' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith('SATURDAY', false);
    await expect(canvas.queryByLabelText(/Samedi, ouverture/)).toBeNull();

    const closing = canvas.getByLabelText(/Mardi, fermeture/);
    await userEvent.clear(closing);
    await userEvent.type(closing, '17:30');
    await expect(args.onTimeChange).toHaveBeenLastCalledWith('TUESDAY', 'closingTime', '17:30');
    await userEvent.tab();
    await expect(args.onTimeBlur).toHaveBeenLastCalledWith('TUESDAY', 'closingTime');
    await userEvent.clear(closing);
    await userEvent.type(closing, '18:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer les horaires' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FormEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Monday' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Sunday' })).toHaveTextContent('Closed');
  },
};

export const FormWithErrors: Story = {
  args: {
    days: sampleWeek.map((day) =>
      day.dayOfWeek === 'MONDAY' ? { ...day, openingTime: '' } : day.dayOfWeek === 'WEDNESDAY' ? { ...day, openingTime: '18:00', closingTime: '09:00' } : day,
    ),
    errors: {
      MONDAY: { openingTime: 'Ce champ est obligatoire.' },
      WEDNESDAY: { closingTime: 'L’heure de fermeture doit être postérieure à l’heure d’ouverture.' },
    },
    formError: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('Veuillez corriger les erreurs dans le formulaire.');
    await expect(canvas.getByLabelText(/Lundi, ouverture/)).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await expect(canvas.getByLabelText(/Mercredi, fermeture/)).toHaveAccessibleDescription('L’heure de fermeture doit être postérieure à l’heure d’ouverture.');
  },
};

export const InvalidFormat: Story = {
  args: {
    days: sampleWeek.map((day) => (day.dayOfWeek === 'TUESDAY' ? { ...day, closingTime: '' } : day)),
    errors: { TUESDAY: { closingTime: 'Format horaire invalide (HH:MM).' } },
  },
};

export const Saving: Story = {
  args: { save: { saving: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Enregistrement…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    // A submit that bypasses the busy button (Enter in a field) is ignored as well.
    await fireEvent.submit(button.closest('form') as HTMLFormElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { save: { saved: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Les horaires ont été sauvegardés avec succès !');
  },
};

export const SavedEnglish: Story = {
  args: { save: { saved: true } },
  globals: { locale: 'en' },
};

export const SaveFailed: Story = {
  args: { save: { error: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("Erreur lors de l'enregistrement des modifications");
  },
};

/** The server's own message replaces the default one. */
export const SaveFailedServerMessage: Story = {
  args: { save: { error: 'Accès interdit' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Accès interdit');
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
};

export const Error: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des horaires');
    await expect(canvas.queryByRole('group', { name: 'Lundi' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ErrorEnglish: Story = {
  args: { load: { status: 'error' } },
  globals: { locale: 'en' },
};

export const SessionExpired: Story = {
  args: { load: { status: 'sessionExpired' } },
};

export const NoCompany: Story = {
  args: { load: { status: 'noCompany' } },
};

/** Phone: each day stacks its checkbox and times. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const PhoneEnglish: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
};

/**
 * Opened, untouched: the loaded week without any message; the save stays enabled (spec public §5).
 */
export const OpenedUntouched: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Enregistrer les horaires' })).toBeEnabled();
    await expect(canvasElement.ownerDocument.body.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await expect(body.queryByRole('alert')).toBeNull();
  },
};
