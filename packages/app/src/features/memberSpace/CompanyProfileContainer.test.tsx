import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/messages';
import { company } from '../../testing/fixtures';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import CompanyProfileContainer from './CompanyProfileContainer';
import { memberUser, referenceHandlers, signedInMember } from './testing';

const DESCRIPTION = 'Conseil en stratégie et en finance pour les entreprises de la région ouest-africaine.';

const acme = company({
  id: 12,
  name: 'Acme Conseil',
  description: DESCRIPTION,
  address: '12 avenue Senghor, Dakar',
  telephone: '+221 33 800 00 00',
  email: 'contact@acme.sn',
  webLink: 'acme.sn',
  viewCount: 42,
});

function memberHandlers(loaded = acme) {
  referenceHandlers();
  server.use(
    api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(12))),
    api.get('/api/companies/{id}', ({ params, response }) =>
      Number(params.id) === 12
        ? response(200).json(loaded)
        : HttpResponse.json({ status: 404, error: 'Not Found', message: 'Ressource non trouvée' }, { status: 404 }),
    ),
  );
}

function renderProfile(options: Parameters<typeof signedInMember>[0] = {}) {
  return renderContainer(<CompanyProfileContainer />, { path: '/apropos', route: '/apropos', preloadedState: signedInMember(options) });
}

beforeEach(() => {
  // jsdom has no object URLs; the kit's picker previews chosen files with them.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/apropos company profile (spec public §2.7, §4, §5)', () => {
  describe('given the member and the company load', () => {
    it('fills the form with the loaded company and shows its view count on the summary card', async () => {
      memberHandlers();
      renderProfile();
      expect(await screen.findByRole('textbox', { name: /Nom de l'entreprise/ })).toHaveValue('Acme Conseil');
      expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue(DESCRIPTION);
      expect(screen.getByRole('textbox', { name: /Site web/ })).toHaveValue('acme.sn');
      expect(screen.getByText('42 vues')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'acme.sn' })).toHaveAttribute('href', 'https://acme.sn');
    });
  });

  describe('given a field is edited', () => {
    it('shows its error only once it is dirty, and not the errors of untouched fields', async () => {
      const user = userEvent.setup();
      memberHandlers(company({ ...acme, id: 12, name: 'Acme Conseil', address: 'court' }));
      renderProfile();
      const description = await screen.findByRole('textbox', { name: /Description/ });
      // The loaded address is too short, but nobody touched it yet.
      expect(screen.queryByText('Minimum 10 caractères requis.')).not.toBeInTheDocument();
      await user.clear(description);
      await user.type(description, 'Trop court');
      expect(await screen.findByText('Minimum 50 caractères requis.')).toBeInTheDocument();
      expect(screen.queryByText('Minimum 10 caractères requis.')).not.toBeInTheDocument();
    });
  });

  describe('when an invalid form is submitted', () => {
    it("shows 'Veuillez corriger les erreurs dans le formulaire.' with every field's error and sends nothing", async () => {
      const user = userEvent.setup();
      memberHandlers(company({ ...acme, id: 12, name: 'Acme Conseil', address: 'court' }));
      const saved = vi.fn();
      server.use(api.put('/api/companies/{id}', ({ response }) => (saved(), response(200).json(acme))));
      renderProfile();
      await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText('Veuillez corriger les erreurs dans le formulaire.')).toBeInTheDocument();
      expect(screen.getByText('Minimum 10 caractères requis.')).toBeInTheDocument();
      expect(saved).not.toHaveBeenCalled();
    });
  });

  describe('when a valid form is saved', () => {
    it('sends the multipart update, shows the success message for 3 s, then clears it and reloads the company', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      let current = acme;
      let loads = 0;
      referenceHandlers();
      const sent: Record<string, FormDataEntryValue>[] = [];
      server.use(
        api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(12))),
        api.get('/api/companies/{id}', ({ response }) => {
          loads += 1;
          return response(200).json(current);
        }),
        api.put('/api/companies/{id}', async ({ request, response }) => {
          const form = await request.formData();
          sent.push(Object.fromEntries(form.entries()));
          current = { ...acme, name: String(form.get('name')) };
          return response(200).json(current);
        }),
      );
      renderProfile();
      const name = await screen.findByRole('textbox', { name: /Nom de l'entreprise/ });
      await user.clear(name);
      await user.type(name, 'Acme Conseil Afrique');
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

      expect(await screen.findByText("Les informations de l'entreprise ont été sauvegardées avec succès !")).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ name: 'Acme Conseil Afrique', sectorId: '2', country: '3', webLink: 'acme.sn', telephone: '+221 33 800 00 00' });
      const loadsBefore = loads;

      await vi.advanceTimersByTimeAsync(2900);
      expect(screen.getByText("Les informations de l'entreprise ont été sauvegardées avec succès !")).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(200);
      await waitFor(() => expect(screen.queryByText("Les informations de l'entreprise ont été sauvegardées avec succès !")).not.toBeInTheDocument());
      await waitFor(() => expect(loads).toBeGreaterThan(loadsBefore));
    });

    it('ignores a second save while the first is in progress', async () => {
      const user = userEvent.setup();
      memberHandlers();
      let release: () => void = () => undefined;
      const puts = vi.fn();
      server.use(
        api.put('/api/companies/{id}', async ({ response }) => {
          puts();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return response(200).json(acme);
        }),
      );
      renderProfile();
      const save = await screen.findByRole('button', { name: 'Enregistrer' });
      await user.click(save);
      await waitFor(() => expect(puts).toHaveBeenCalledTimes(1));
      await user.click(screen.getByRole('button', { name: /Enregistr/ }));
      release();
      expect(await screen.findByText("Les informations de l'entreprise ont été sauvegardées avec succès !")).toBeInTheDocument();
      expect(puts).toHaveBeenCalledTimes(1);
    });

    it("shows the server's message when the save fails", async () => {
      const user = userEvent.setup();
      memberHandlers();
      server.use(
        api.put('/api/companies/{id}', () =>
          HttpResponse.json({ status: 409, error: 'Conflict', message: 'Une entreprise avec ce nom existe déjà' }, { status: 409 }),
        ),
      );
      renderProfile();
      await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText('Une entreprise avec ce nom existe déjà')).toBeInTheDocument();
    });
  });

  describe('when the service refuses a field', () => {
    it("shows the field's message under the field, not 'name : ...' above the form", async () => {
      const user = userEvent.setup();
      memberHandlers();
      server.use(
        api.put('/api/companies/{id}', () =>
          HttpResponse.json({ status: 400, error: 'Bad Request', message: 'name : Champ invalide.', fields: { name: 'Champ invalide.' } }, { status: 400 }),
        ),
      );
      renderProfile();
      await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
      const name = screen.getByRole('textbox', { name: /Nom de l'entreprise/ });
      await waitFor(() => expect(name).toHaveAccessibleDescription('Champ invalide.'));
      expect(name).toHaveFocus();
      expect(screen.getByText('Veuillez corriger les erreurs dans le formulaire.')).toBeInTheDocument();
      expect(screen.queryByText('name : Champ invalide.')).not.toBeInTheDocument();
    });

    it("knows the service's bounds: a name of 151 characters is refused before any call", async () => {
      const user = userEvent.setup();
      memberHandlers();
      const saved = vi.fn();
      server.use(api.put('/api/companies/{id}', ({ response }) => (saved(), response(200).json(acme))));
      renderProfile();
      const name = await screen.findByRole('textbox', { name: /Nom de l'entreprise/ });
      await user.clear(name);
      await user.click(name);
      await user.paste('A'.repeat(151));
      expect(await screen.findByText('Maximum 150 caractères autorisés.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(saved).not.toHaveBeenCalled();
    });
  });

  describe('given a company without a website (created in the back-office)', () => {
    it("asks its member for one: the member's own profile requires the website (spec public §5)", async () => {
      const user = userEvent.setup();
      memberHandlers(company({ ...acme, webLink: null }));
      const sent: FormData[] = [];
      server.use(
        api.put('/api/companies/{id}', async ({ request, response }) => {
          sent.push(await request.formData());
          return response(200).json(acme);
        }),
      );
      renderProfile();
      const website = await screen.findByRole('textbox', { name: /Site web/ });
      expect(website).toBeRequired();
      expect(screen.queryByText('Ce champ est obligatoire.')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
      expect(website).toHaveFocus();
      expect(sent).toHaveLength(0);
    });
  });

  describe('when Cancel is pressed', () => {
    it('restores the loaded values', async () => {
      const user = userEvent.setup();
      memberHandlers();
      renderProfile();
      const name = await screen.findByRole('textbox', { name: /Nom de l'entreprise/ });
      await user.clear(name);
      await user.type(name, 'Autre nom');
      await user.click(screen.getByRole('button', { name: 'Annuler' }));
      expect(name).toHaveValue('Acme Conseil');
    });
  });

  describe('when a logo is chosen', () => {
    it('refuses a file that is not PNG or JPEG', async () => {
      const user = userEvent.setup({ applyAccept: false });
      memberHandlers();
      renderProfile();
      const input = await screen.findByLabelText('Choisir un logo');
      await user.upload(input, new File(['%PDF'], 'plaquette.pdf', { type: 'application/pdf' }));
      expect(await screen.findByText(/Seuls les fichiers PNG et JPG sont autorisés\./)).toBeInTheDocument();
    });

    it('refuses an image over 2 MB', async () => {
      const user = userEvent.setup();
      memberHandlers();
      renderProfile();
      const input = await screen.findByLabelText('Choisir un logo');
      await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' }));
      expect(await screen.findByText(/La taille du fichier ne doit pas dépasser 2MB\./)).toBeInTheDocument();
    });

    it('sends the accepted logo with the save', async () => {
      const user = userEvent.setup();
      memberHandlers();
      let logoType: string | undefined;
      server.use(
        api.put('/api/companies/{id}', async ({ request, response }) => {
          const logo = (await request.formData()).get('logoFile');
          // jsdom's File crosses into Node's fetch without its name and bytes: its type is what can be checked here.
          logoType = typeof logo === 'object' && logo !== null ? logo.type : undefined;
          return response(200).json(acme);
        }),
      );
      renderProfile();
      const input = await screen.findByLabelText('Choisir un logo');
      await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
      // The chosen logo makes the form dirty: Cancel can restore it.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Annuler' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText("Les informations de l'entreprise ont été sauvegardées avec succès !")).toBeInTheDocument();
      expect(logoType).toBe('image/png');
    });
  });
});

describe('member screens load sequence (spec public §4)', () => {
  describe('given the token has expired and nothing can renew it', () => {
    it("shows 'Session expirée. Veuillez vous reconnecter.' and goes to /login 2 s later", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const preloadedState = signedInMember({ secondsLeft: -60 });
      renderContainer(<CompanyProfileContainer />, {
        path: '/apropos',
        route: '/apropos',
        preloadedState: { session: { ...preloadedState.session!, refreshToken: null } },
      });
      expect(screen.getByText('Session expirée. Veuillez vous reconnecter.')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(2000);
      expect(await screen.findByRole('heading', { name: 'Page de connexion' })).toBeInTheDocument();
    });
  });

  describe('given the user call answers 401', () => {
    it('shows the session-expired message, then goes to /login after 2 s', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      referenceHandlers();
      server.use(api.get('/api/v1/user/me', () => HttpResponse.json({ status: 401, error: 'Unauthorized', message: 'Non autorisé' }, { status: 401 })));
      renderProfile();
      expect(await screen.findByText('Session expirée. Veuillez vous reconnecter.')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1500);
      expect(screen.queryByRole('heading', { name: 'Page de connexion' })).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(600);
      expect(await screen.findByRole('heading', { name: 'Page de connexion' })).toBeInTheDocument();
    });
  });

  describe('given the user has no company', () => {
    it("shows 'Aucune entreprise associée à votre compte'", async () => {
      referenceHandlers();
      server.use(api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(null))));
      renderProfile();
      expect(await screen.findByText('Aucune entreprise associée à votre compte')).toBeInTheDocument();
    });
  });

  describe('given the user call fails otherwise', () => {
    it("falls back to the stored user's companyId", async () => {
      referenceHandlers();
      server.use(
        api.get('/api/v1/user/me', () => HttpResponse.json({ status: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 })),
        api.get('/api/companies/{id}', ({ params, response }) =>
          Number(params.id) === 12
            ? response(200).json(acme)
            : HttpResponse.json({ status: 404, error: 'Not Found', message: 'Ressource non trouvée' }, { status: 404 }),
        ),
      );
      renderProfile({ storedCompanyId: 12 });
      expect(await screen.findByRole('textbox', { name: /Nom de l'entreprise/ })).toHaveValue('Acme Conseil');
    });

    it('without a stored companyId shows the user error and retries on demand', async () => {
      const user = userEvent.setup();
      referenceHandlers();
      let fail = true;
      server.use(
        api.get('/api/v1/user/me', ({ response }) =>
          fail ? HttpResponse.json({ status: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 }) : response(200).json(memberUser(12)),
        ),
        api.get('/api/companies/{id}', ({ response }) => response(200).json(acme)),
      );
      renderProfile({ storedCompanyId: null });
      expect(await screen.findByText('Erreur lors de la récupération de vos informations utilisateur')).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(await screen.findByRole('textbox', { name: /Nom de l'entreprise/ })).toHaveValue('Acme Conseil');
    });
  });

  describe('given the reference data fails', () => {
    it("shows 'Erreur lors du chargement des données de référence'", async () => {
      server.use(
        api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(12))),
        api.get('/api/companies/{id}', ({ response }) => response(200).json(acme)),
        api.get('/api/countries', () => HttpResponse.json({ status: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 })),
        api.get('/api/sectors/all', ({ response }) => response(200).json([])),
      );
      renderProfile();
      expect(await screen.findByText('Erreur lors du chargement des données de référence')).toBeInTheDocument();
    });
  });

  describe('given the member reads in English', () => {
    it('lists the countries by their English names and the sectors by theirs, each in alphabetical order', async () => {
      await loadMessages('en');
      server.use(
        api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(12))),
        api.get('/api/companies/{id}', ({ response }) => response(200).json(acme)),
        api.get('/api/countries', ({ response }) =>
          response(200).json([
            { id: 1, name: 'États-Unis', icon: '🇺🇸' },
            { id: 2, name: 'Sénégal', icon: '🇸🇳' },
            { id: 3, name: 'Maroc', icon: '🇲🇦' },
            { id: 4, name: 'Cameroun', icon: '🇨🇲' },
          ]),
        ),
        api.get('/api/sectors/all', ({ response }) =>
          response(200).json([
            { id: 1, nameFr: 'Technologie', nameEn: 'Technology' },
            { id: 2, nameFr: 'Éducation', nameEn: 'Education' },
            { id: 3, nameFr: 'Agroalimentaire', nameEn: 'Agrifood' },
          ]),
        ),
      );
      renderContainer(<CompanyProfileContainer />, {
        path: '/apropos',
        route: '/apropos',
        preloadedState: { ...signedInMember(), language: { current: 'en' } },
      });
      const options = async (name: string) =>
        Array.from((await screen.findByRole('combobox', { name: new RegExp(name) })).querySelectorAll('option'))
          .filter((option) => option.value !== '')
          .map((option) => option.textContent);
      await screen.findByRole('textbox', { name: /Company name/ });
      expect(await options('Country')).toEqual(['Cameroon', 'Morocco', 'Senegal', 'United States']);
      expect(await options('Business sector')).toEqual(['Agrifood', 'Education', 'Technology']);
    });
  });
});
