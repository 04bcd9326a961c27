import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company, countries, sectors } from '../../testing/fixtures';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import AdminMemberEditContainer from './AdminMemberEditContainer';

const withoutWebsite = company({
  id: 7,
  name: 'Banque de Dakar',
  countryAmchamId: 1,
  description: 'Une banque de détail et d’entreprise installée à Dakar depuis vingt ans.',
  address: 'Place de l’Indépendance, Dakar',
  webLink: null,
});

describe('AdminMemberEditContainer', () => {
  describe('given a member created without a website (spec admin §5)', () => {
    it('saves it: the back-office edit page follows the back-office member form, where the website is optional', async () => {
      const user = userEvent.setup();
      const sent: FormData[] = [];
      server.use(
        api.get('/api/companies/{id}', ({ response }) => response(200).json(withoutWebsite)),
        api.get('/api/sectors/all', ({ response }) => response(200).json(sectors)),
        api.get('/api/countries', ({ response }) => response(200).json(countries)),
        api.put('/api/companies/{id}', async ({ request, response }) => {
          sent.push(await request.formData());
          return response(200).json(withoutWebsite);
        }),
      );
      renderContainer(<AdminMemberEditContainer />, { path: '/admin/membres/:id/edit', route: '/admin/membres/7/edit', session: 'chamberAdmin' });
      const website = await screen.findByRole('textbox', { name: /Site web/ });
      expect(website).not.toBeRequired();
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(screen.queryByText('Ce champ est obligatoire.')).not.toBeInTheDocument();
    });
  });
});
