import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../../state/filters/filtersSlice';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import MembershipApplicationContainer from './MembershipApplicationContainer';

const chamber = (id: number, countryId: number, name: string) => ({
  id,
  countryId,
  countryName: name,
  countryIcon: '',
  name,
  address: '1 rue de la Paix',
  telephone: '+225 27 20 00 00 00',
  email: `contact${id}@amcham.example.org`,
  website: null,
  logo: null,
});

function reference(sent: FormData[]) {
  server.use(
    api.get('/api/sectors/all', ({ response }) => response(200).json([{ id: 2, nameFr: 'Industrie', nameEn: 'Industry' }])),
    api.get('/api/countries', ({ response }) =>
      response(200).json([
        { id: 1, name: 'Côte d’Ivoire', icon: '' },
        { id: 2, name: 'Sénégal', icon: '' },
      ]),
    ),
    api.get('/api/country-amchams', ({ response }) =>
      response(200).json({ content: [chamber(1, 1, 'AmCham Côte d’Ivoire'), chamber(2, 2, 'AmCham Sénégal')] }),
    ),
    api.post('/api/applications', async ({ request, response }) => {
      sent.push(await request.formData());
      return response(202).json({ message: 'Votre demande d’adhésion a bien été envoyée. Vous recevrez un courriel de confirmation.' });
    }),
  );
}

describe('MembershipApplicationContainer: the membership application', () => {
  it('preselects the chamber of the visitor’s country filter; an invalid submit shows the profile form’s messages and sends nothing', async () => {
    const user = userEvent.setup();
    const sent: FormData[] = [];
    reference(sent);
    renderContainer(<MembershipApplicationContainer />, { preloadedState: { filters: { home: emptyFilters, members: { ...emptyFilters, countryId: 2 } } } });
    expect(await screen.findByRole('heading', { name: 'Devenir membre', level: 1 })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: "Demande d'adhésion" });
    // the chamber's select shows the chamber of the filter's country (Sénégal)
    await waitFor(() => expect(within(form).getByRole('combobox', { name: /^Chambre/ })).toHaveValue('2'));

    // an invalid submit: the profile form's messages, nothing sent
    await user.type(within(form).getByRole('textbox', { name: /Nom de l'entreprise/ }), 'A');
    await user.click(within(form).getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await within(form).findByText('Minimum 2 caractères requis.')).toBeInTheDocument();
    expect(within(form).getByText('Veuillez corriger les erreurs dans le formulaire.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
