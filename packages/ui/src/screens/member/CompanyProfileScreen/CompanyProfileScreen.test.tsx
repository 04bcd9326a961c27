import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { sampleCompany, sampleCountries, sampleProfileValues, sampleSectors } from '../fixtures';
import { installObjectUrls, installResizeObserver } from '../testSupport';
import { CompanyProfileScreen } from './CompanyProfileScreen';
import type { CompanyProfileScreenProps, CompanyProfileValues } from './CompanyProfileScreen';

beforeAll(() => {
  installResizeObserver();
  installObjectUrls();
});

function props(overrides: Partial<CompanyProfileScreenProps> = {}): CompanyProfileScreenProps {
  return {
    load: { status: 'ready' },
    company: sampleCompany,
    values: sampleProfileValues,
    sectors: sampleSectors,
    countries: sampleCountries,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onSubmit: vi.fn(),
    onCancel: vi.fn(),
    onLogoChange: vi.fn(),
    ...overrides,
  };
}

/** A container stand-in holding the values, as the app's form would. */
function Controlled({ onChange, ...rest }: Partial<CompanyProfileScreenProps>) {
  const [values, setValues] = useState<CompanyProfileValues>(sampleProfileValues);
  return (
    <CompanyProfileScreen
      {...props(rest)}
      values={values}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        onChange?.(field, value);
      }}
    />
  );
}

describe('CompanyProfileScreen', () => {
  describe('given the loaded profile', () => {
    it('shows the summary card and every field with its value', () => {
      renderWithUi(<CompanyProfileScreen {...props()} />);
      expect(screen.getByRole('heading', { name: 'Atlantique Technologies', level: 2 })).toBeInTheDocument();
      expect(screen.getByLabelText(/Nom de l'entreprise/)).toHaveValue('Atlantique Technologies');
      expect(screen.getByRole('combobox', { name: /Secteur d'activité/ })).toHaveDisplayValue('Technologie');
      expect(screen.getByLabelText(/^Description/)).toHaveValue(sampleProfileValues.description);
      expect(screen.getByRole('combobox', { name: /Pays/ })).toHaveDisplayValue('Sénégal');
      expect(screen.getByLabelText(/^Adresse/)).toHaveValue('12 avenue Léopold Sédar Senghor, Dakar');
      expect(screen.getByLabelText(/E-mail/)).toHaveValue('contact@atlantique-tech.example.sn');
      expect(screen.getByLabelText(/^Téléphone/)).toHaveValue('+221 33 123 45 67');
      expect(screen.getByLabelText(/^Site web/)).toHaveValue('https://atlantique-tech.example.sn');
    });

    it('groups the fields in the logo, information, location and contact sections', () => {
      renderWithUi(<CompanyProfileScreen {...props()} />);
      for (const name of ["Logo de l'entreprise", "Informations de l'entreprise", 'Localisation', 'Contact']) {
        expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
      }
    });
  });

  describe('when the user types', () => {
    it('reports the field and its new value', async () => {
      const onChange = vi.fn();
      const { user } = renderWithUi(<Controlled onChange={onChange} />);
      const name = screen.getByLabelText(/Nom de l'entreprise/);
      await user.clear(name);
      await user.type(name, 'AT');
      expect(onChange).toHaveBeenLastCalledWith('companyName', 'AT');
      expect(name).toHaveValue('AT');
    });

    it('counts the description up to 500', async () => {
      const { user } = renderWithUi(<Controlled />);
      const description = screen.getByLabelText(/^Description/);
      await user.clear(description);
      await user.type(description, 'Courte');
      expect(description).toHaveAccessibleDescription(/6\s*\/\s*500/);
    });

    it('reports a field losing focus, so the container marks it touched', async () => {
      const onBlur = vi.fn();
      const { user } = renderWithUi(<CompanyProfileScreen {...props({ onBlur })} />);
      await user.click(screen.getByLabelText(/^Adresse/));
      await user.tab();
      expect(onBlur).toHaveBeenCalledWith('address');
    });
  });

  describe('given visible errors from the container', () => {
    it('shows each under its field and no other', () => {
      renderWithUi(
        <CompanyProfileScreen {...props({ errors: { description: 'Minimum 50 caractères requis.', email: 'Veuillez saisir une adresse email valide.' } })} />,
      );
      expect(screen.getByLabelText(/^Description/)).toHaveAccessibleDescription(/Minimum 50 caractères requis\./);
      expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Veuillez saisir une adresse email valide.');
      expect(screen.getByLabelText(/^Adresse/)).not.toHaveAccessibleDescription();
      expect(screen.getByLabelText(/Nom de l'entreprise/)).not.toHaveAttribute('aria-invalid');
    });
  });

  describe('when Save is clicked', () => {
    it('submits once', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithUi(<CompanyProfileScreen {...props({ onSubmit })} />);
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a save in progress', () => {
    it('ignores another save and cannot cancel', async () => {
      const onSubmit = vi.fn();
      const onCancel = vi.fn();
      const { user } = renderWithUi(<CompanyProfileScreen {...props({ onSubmit, onCancel, save: { saving: true } })} />);
      const save = screen.getByRole('button', { name: 'Enregistrement…' });
      await user.click(save);
      fireEvent.submit(save.closest('form') as HTMLFormElement);
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    });
  });

  describe('when Cancel is clicked', () => {
    it('asks the container to restore the loaded values', async () => {
      const onCancel = vi.fn();
      const { user } = renderWithUi(<CompanyProfileScreen {...props({ onCancel })} />);
      await user.click(screen.getByRole('button', { name: 'Annuler' }));
      expect(onCancel).toHaveBeenCalledTimes(1);
    });

    it('is disabled while nothing changed', () => {
      renderWithUi(<CompanyProfileScreen {...props({ dirty: false })} />);
      expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    });
  });

  describe('given an invalid submit', () => {
    it("shows 'Veuillez corriger les erreurs dans le formulaire.'", () => {
      renderWithUi(<CompanyProfileScreen {...props({ formError: true })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Veuillez corriger les erreurs dans le formulaire.');
    });
  });

  describe('given a successful save', () => {
    it("shows 'Les informations de l'entreprise ont été sauvegardées avec succès !'", () => {
      renderWithUi(<CompanyProfileScreen {...props({ save: { saved: true } })} />);
      expect(screen.getByText("Les informations de l'entreprise ont été sauvegardées avec succès !")).toBeInTheDocument();
    });
  });

  describe('given a failed save', () => {
    it("shows the server's message", () => {
      renderWithUi(<CompanyProfileScreen {...props({ save: { error: 'Une entreprise avec ce nom existe déjà' } })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Une entreprise avec ce nom existe déjà');
    });
  });

  describe('when a logo is chosen', () => {
    it('hands the file to the container', async () => {
      const onLogoChange = vi.fn();
      const { user } = renderWithUi(<CompanyProfileScreen {...props({ onLogoChange })} />);
      const logo = new File([new Uint8Array(1000)], 'logo.png', { type: 'image/png' });
      await user.upload(screen.getByLabelText('Choisir un logo'), logo);
      expect(onLogoChange).toHaveBeenCalledWith(logo);
      expect(screen.getByLabelText('Choisir un logo')).toHaveAttribute('accept', 'image/png,image/jpeg');
    });

    it("refuses a file over 2 MB with the container's message", async () => {
      const onLogoChange = vi.fn();
      const tooBig = (file: File) => (file.size > 2 * 1024 * 1024 ? 'La taille du fichier ne doit pas dépasser 2MB.' : undefined);
      const { user } = renderWithUi(<CompanyProfileScreen {...props({ onLogoChange, validateLogo: tooBig })} />);
      await user.upload(screen.getByLabelText('Choisir un logo'), new File([new Uint8Array(3 * 1024 * 1024)], 'grand.png', { type: 'image/png' }));
      expect(screen.getByRole('alert')).toHaveTextContent('La taille du fichier ne doit pas dépasser 2MB.');
      expect(onLogoChange).not.toHaveBeenCalled();
    });
  });

  describe('given a logo the container could not read', () => {
    it('shows its message', () => {
      renderWithUi(<CompanyProfileScreen {...props({ logo: { error: 'Erreur lors de la lecture du fichier.' } })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors de la lecture du fichier.');
    });
  });

  describe("when the summary card's edit action is used", () => {
    it('moves to the form: the company name field gets the focus', async () => {
      const onEdit = vi.fn();
      const { user } = renderWithUi(<CompanyProfileScreen {...props({ onEdit })} />);
      await user.click(screen.getByRole('button', { name: 'Modifier le profil' }));
      expect(screen.getByLabelText(/Nom de l'entreprise/)).toHaveFocus();
      expect(onEdit).toHaveBeenCalledTimes(1);
    });
  });

  describe('given an expired session', () => {
    it('shows the message instead of the form', () => {
      renderWithUi(<CompanyProfileScreen {...props({ load: { status: 'sessionExpired' } })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    });
  });

  describe('given a load error without a message', () => {
    it("shows 'Erreur lors du chargement des informations de l'entreprise'", () => {
      renderWithUi(<CompanyProfileScreen {...props({ load: { status: 'error' } })} />);
      expect(screen.getByRole('alert')).toHaveTextContent("Erreur lors du chargement des informations de l'entreprise");
    });
  });
});
