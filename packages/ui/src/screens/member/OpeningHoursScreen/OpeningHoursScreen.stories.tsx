import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
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
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Samedi, ouvert' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith('SATURDAY', true);
    await expect(canvas.getByLabelText(/Samedi, ouverture/)).toHaveValue('09:00');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Samedi, ouvert' }));
    await expect(canvas.queryByLabelText(/Samedi, ouverture/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer les horaires' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FormEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Sunday' })).toHaveTextContent('Closed');
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
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrement…' }));
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

export const Loading: Story = {
  args: { load: { status: 'loading' } },
};

export const Error: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des horaires');
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
