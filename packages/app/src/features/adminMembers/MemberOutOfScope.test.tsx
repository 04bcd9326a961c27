import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, countries, sectors } from '../../testing/fixtures';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import AdminMemberEditContainer from './AdminMemberEditContainer';
import AdminMemberViewContainer from './AdminMemberViewContainer';

// A public member of another chamber reads like any public company; the view and edit pages must not open it as if
// the administrator could manage it (the service refuses the writes with 403 anyway).
function otherChamberMember(asked: string[] = []) {
  server.use(
    api.get('/api/companies/{id}', ({ response }) => response(200).json(company({ id: 7, name: 'Banque de Dakar', countryAmchamId: 2 }))),
    api.get('/api/sectors/all', ({ response }) => response(200).json(sectors)),
    api.get('/api/countries', ({ response }) => response(200).json(countries)),
    api.get('/api/ratings/company/{id}/moderation', ({ request, response }) => {
      asked.push(request.url);
      return response(200).json([]);
    }),
  );
  return asked;
}

describe('AdminMemberViewContainer and AdminMemberEditContainer for a member of another chamber', () => {
  it("answers 'Accès refusé' on the edit page to a chamber administrator", async () => {
    otherChamberMember();
    renderContainer(<AdminMemberEditContainer />, { path: '/admin/membres/:id/edit', route: '/admin/membres/7/edit', session: 'chamberAdmin' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nom de l'entreprise/ })).not.toBeInTheDocument();
  });

  it('answers it on the view page without asking for the reviews under moderation', async () => {
    const asked = otherChamberMember();
    renderContainer(<AdminMemberViewContainer />, { path: '/admin/membres/:id', route: '/admin/membres/7', session: 'chamberAdmin' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé', level: 2 })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('opens it for the network administrator', async () => {
    otherChamberMember();
    renderContainer(<AdminMemberEditContainer />, { path: '/admin/membres/:id/edit', route: '/admin/membres/7/edit', session: 'networkAdmin' });
    expect(await screen.findByRole('textbox', { name: /Nom de l'entreprise/ })).toHaveValue('Banque de Dakar');
    expect(screen.queryByRole('heading', { name: 'Accès refusé' })).not.toBeInTheDocument();
  });
});
