import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { sampleWeek } from '../fixtures';
import { installResizeObserver } from '../testSupport';
import { OpeningHoursScreen } from './OpeningHoursScreen';
import type { OpeningHoursScreenProps } from './OpeningHoursScreen';

function props(overrides: Partial<OpeningHoursScreenProps> = {}): OpeningHoursScreenProps {
  return {
    editProfileHref: '/apropos',
    load: { status: 'ready' },
    days: sampleWeek,
    onOpenChange: vi.fn(),
    onTimeChange: vi.fn(),
    onTimeBlur: vi.fn(),
    onSubmit: vi.fn(),
    ...overrides,
  };
}

beforeAll(installResizeObserver);

describe('OpeningHoursScreen', () => {
  describe('given the loaded week', () => {
    it('lists the seven days Monday to Sunday', () => {
      renderWithUi(<OpeningHoursScreen {...props()} />);
      expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
        'Lundi',
        'Mardi',
        'Mercredi',
        'Jeudi',
        'Vendredi',
        'Samedi',
        'Dimanche',
      ]);
    });

    it('names the days in English', () => {
      renderWithUi(<OpeningHoursScreen {...props()} />, { locale: 'en' });
      expect(screen.getByRole('group', { name: 'Monday' })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Sunday' })).toBeInTheDocument();
    });

    it('shows an open day with its checkbox ticked and both times', () => {
      renderWithUi(<OpeningHoursScreen {...props()} />);
      const monday = screen.getByRole('group', { name: 'Lundi' });
      expect(within(monday).getByRole('checkbox', { name: 'Lundi, ouvert' })).toBeChecked();
      expect(within(monday).getByLabelText(/Lundi, ouverture/)).toHaveValue('09:00');
      expect(within(monday).getByLabelText(/Lundi, fermeture/)).toHaveValue('18:00');
    });

    it("shows a closed day unticked, 'Fermé' and no times", () => {
      renderWithUi(<OpeningHoursScreen {...props()} />);
      const saturday = screen.getByRole('group', { name: 'Samedi' });
      expect(within(saturday).getByRole('checkbox', { name: 'Samedi, ouvert' })).not.toBeChecked();
      expect(within(saturday).getByText('Fermé')).toBeInTheDocument();
      expect(within(saturday).queryByLabelText(/Samedi, ouverture/)).not.toBeInTheDocument();
    });
  });

  describe('when a day is switched open or closed', () => {
    it('reports the day and its new state', async () => {
      const onOpenChange = vi.fn();
      const { user } = renderWithUi(<OpeningHoursScreen {...props({ onOpenChange })} />);
      await user.click(screen.getByRole('checkbox', { name: 'Samedi, ouvert' }));
      await user.click(screen.getByRole('checkbox', { name: 'Lundi, ouvert' }));
      expect(onOpenChange.mock.calls).toEqual([
        ['SATURDAY', true],
        ['MONDAY', false],
      ]);
    });
  });

  describe('when a time changes or loses focus', () => {
    it('reports the day, the field and the value', () => {
      const onTimeChange = vi.fn();
      const onTimeBlur = vi.fn();
      renderWithUi(<OpeningHoursScreen {...props({ onTimeChange, onTimeBlur })} />);
      const closing = within(screen.getByRole('group', { name: 'Mardi' })).getByLabelText(/Mardi, fermeture/);
      fireEvent.change(closing, { target: { value: '17:30' } });
      fireEvent.blur(closing);
      expect(onTimeChange).toHaveBeenCalledWith('TUESDAY', 'closingTime', '17:30');
      expect(onTimeBlur).toHaveBeenCalledWith('TUESDAY', 'closingTime');
    });
  });

  describe('given errors from the container', () => {
    it('shows each under its time', () => {
      renderWithUi(
        <OpeningHoursScreen
          {...props({
            errors: {
              MONDAY: { openingTime: 'Ce champ est obligatoire.' },
              WEDNESDAY: { closingTime: "L'heure de fermeture doit être après l'heure d'ouverture." },
            },
          })}
        />,
      );
      expect(within(screen.getByRole('group', { name: 'Lundi' })).getByLabelText(/Lundi, ouverture/)).toHaveAccessibleDescription('Ce champ est obligatoire.');
      expect(within(screen.getByRole('group', { name: 'Mercredi' })).getByLabelText(/Mercredi, fermeture/)).toHaveAccessibleDescription(
        "L'heure de fermeture doit être après l'heure d'ouverture.",
      );
    });
  });

  describe('when the form is submitted', () => {
    it('calls onSubmit', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithUi(<OpeningHoursScreen {...props({ onSubmit })} />);
      await user.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a save in progress', () => {
    it('ignores another save and shows the busy button', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithUi(<OpeningHoursScreen {...props({ onSubmit, save: { saving: true } })} />);
      const button = screen.getByRole('button', { name: 'Enregistrement…' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      await user.click(button);
      fireEvent.submit(button.closest('form') as HTMLFormElement);
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('given an invalid submit', () => {
    it("shows 'Veuillez corriger les erreurs dans le formulaire.'", () => {
      renderWithUi(<OpeningHoursScreen {...props({ formError: true })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Veuillez corriger les erreurs dans le formulaire.');
    });
  });

  describe('given a successful save', () => {
    it("shows 'Les horaires ont été sauvegardés avec succès !'", () => {
      renderWithUi(<OpeningHoursScreen {...props({ save: { saved: true } })} />);
      expect(screen.getByText('Les horaires ont été sauvegardés avec succès !')).toBeInTheDocument();
    });
  });

  describe('given a failed save', () => {
    it("shows the server's message", () => {
      renderWithUi(<OpeningHoursScreen {...props({ save: { error: 'Accès interdit' } })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Accès interdit');
    });

    it('shows the default message when the server gave none', () => {
      renderWithUi(<OpeningHoursScreen {...props({ save: { error: true } })} />);
      expect(screen.getByRole('alert')).toHaveTextContent("Erreur lors de l'enregistrement des modifications");
    });
  });

  describe('given a load error', () => {
    it("shows 'Erreur lors du chargement des horaires' and Retry", async () => {
      const onRetry = vi.fn();
      const { user } = renderWithUi(<OpeningHoursScreen {...props({ load: { status: 'error' }, onRetry })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des horaires');
      expect(screen.queryByRole('group', { name: 'Lundi' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });
});
