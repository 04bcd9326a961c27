import type { Rating, RatingCreate } from '@annuaire/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import MemberDetailsContainer from './MemberDetailsContainer';
import { clickWhenEnabled } from '../../testing/interactions';
import { landedOnRenderedPage } from '../../shared/landing';

const rating = (id: number, score: number): Rating => ({
  id,
  firstName: 'Awa',
  lastName: `Diop ${id}`,
  companyName: 'Clinique Santé Plus',
  companyId: 7,
  score,
  comment: 'Accueil chaleureux',
  createdAt: '2026-11-01T10:00:00Z',
});

function memberService({ average = 4, count = 1, views = [] as number[], detailsCalls = { count: 0 } } = {}) {
  server.use(
    api.get('/api/companies/{id}', ({ params, response }) => {
      detailsCalls.count += 1;
      return Number(params.id) === 7
        ? response(200).json(
            company({
              id: 7,
              name: 'Clinique Santé Plus',
              averageRating: detailsCalls.count > 1 ? 4.5 : average,
              ratingCount: detailsCalls.count > 1 ? count + 1 : count,
            }),
          )
        : HttpResponse.json({ message: 'Entreprise introuvable', status: 404, error: 'Not Found' }, { status: 404 });
    }),
    api.get('/api/companies/{id}/schedules', ({ response }) =>
      response(200).json([
        { dayOfWeek: 'MONDAY', closed: false, openingTime: '08:00', closingTime: '18:00' },
        { dayOfWeek: 'SUNDAY', closed: true, openingTime: null, closingTime: null },
      ]),
    ),
    api.get('/api/companies/{id}/similar', ({ response }) => response(200).json([company({ id: 8, name: 'Pharmacie du Plateau' })])),
    api.get('/api/ratings/company/{id}', ({ response }) => response(200).json([rating(1, 4)])),
    api.post('/api/companies/{id}/views', ({ params, response }) => {
      views.push(Number(params.id));
      return response(204).empty();
    }),
  );
}

function renderMember(id: number) {
  return renderWithProviders(
    <Routes>
      <Route path="/membre/:id" element={<MemberDetailsContainer />} />
      <Route path="/membres" element={<p>liste des membres</p>} />
    </Routes>,
    { route: `/membre/${id}` },
  );
}

describe('member details (spec public §2.5, §4)', () => {
  afterEach(() => vi.useRealTimers());

  describe('given the member exists', () => {
    it('shows its hours, similar members, and records one profile view', async () => {
      const views: number[] = [];
      memberService({ views });
      renderMember(7);
      expect(await screen.findByRole('heading', { name: 'Clinique Santé Plus', level: 1 })).toBeInTheDocument();
      expect(await screen.findByText('Horaires d’ouverture')).toBeInTheDocument();
      expect(screen.getAllByText('Fermé').length).toBeGreaterThan(0);
      expect(await screen.findByRole('article', { name: 'Pharmacie du Plateau' })).toBeInTheDocument();
      expect(views).toEqual([7]);
    });
  });

  describe('given the page the service rendered for this load', () => {
    it('asks for no view of it: the service counted it as it served it', async () => {
      const views: number[] = [];
      memberService({ views });
      landedOnRenderedPage('/membre/7');
      try {
        renderMember(7);
        // as long as the page takes to ask for a view when it should (the test above)
        expect(await screen.findByRole('article', { name: 'Pharmacie du Plateau' })).toBeInTheDocument();
        expect(views).toEqual([]);
      } finally {
        // the module is shared by the other tests of the run (isolate: false): no page rendered for them
        landedOnRenderedPage('');
      }
    });
  });

  describe('given the member does not exist', () => {
    it("shows 'Membre introuvable' with a way back to the list", async () => {
      memberService();
      renderMember(999);
      expect(await screen.findByText('Membre introuvable')).toBeInTheDocument();
    });
  });

  describe('when a review is written', () => {
    it('opens with Publier disabled and no message (spec public §4: disabled while invalid)', async () => {
      const user = userEvent.setup();
      memberService();
      renderMember(7);
      await user.click(await screen.findByRole('button', { name: 'Donner un avis' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('button', { name: 'Publier' })).toBeDisabled();
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(dialog).queryByText('Ce champ est obligatoire.')).not.toBeInTheDocument();
    });

    it('each field says what it lacks, once, and publish stays disabled until valid', async () => {
      const user = userEvent.setup();
      memberService();
      renderMember(7);
      await user.click(await screen.findByRole('button', { name: 'Donner un avis' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText(/^Nom/), 'D');
      await user.clear(within(dialog).getByLabelText(/^Nom/));
      await user.tab();
      expect(await within(dialog).findAllByText('Ce champ est obligatoire.')).toHaveLength(1);
      expect(within(dialog).queryByText('Veuillez remplir tous les champs obligatoires')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Publier' })).toBeDisabled();

      await user.click(within(dialog).getByLabelText('4 étoiles'));
      await user.type(within(dialog).getByLabelText(/Commentaire/), 'T');
      await user.type(within(dialog).getByLabelText(/^Nom/), 'Diop');
      await user.type(within(dialog).getByLabelText(/^Prénom/), 'Awa');
      // spec public §5: the comment needs 2 characters.
      expect(within(dialog).getByRole('button', { name: 'Publier' })).toBeDisabled();
      await user.type(within(dialog).getByLabelText(/Commentaire/), 'B');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Publier' })).toBeEnabled());
    });

    it('a failure keeps the modal open with the spec message', async () => {
      const user = userEvent.setup();
      memberService();
      server.use(api.post('/api/ratings', () => HttpResponse.json({ message: 'boom', status: 500, error: 'Internal Server Error' }, { status: 500 })));
      renderMember(7);
      await user.click(await screen.findByRole('button', { name: 'Donner un avis' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByLabelText('5 étoiles'));
      await user.type(within(dialog).getByLabelText(/Commentaire/), 'Très bon service');
      await user.type(within(dialog).getByLabelText(/^Nom/), 'Diop');
      await user.type(within(dialog).getByLabelText(/^Prénom/), 'Awa');
      await clickWhenEnabled(user, within(dialog).getByRole('button', { name: 'Publier' }));
      expect(await within(dialog).findByText("Une erreur s'est produite lors de l'envoi de votre avis. Veuillez réessayer.")).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('a second review the same day says to come back tomorrow, in the service’s words', async () => {
      const user = userEvent.setup();
      memberService();
      server.use(
        api.post('/api/ratings', () =>
          HttpResponse.json({ message: 'x', status: 429, error: 'Too Many Requests', code: 'RATING_DAILY_LIMIT' }, { status: 429 }),
        ),
      );
      renderMember(7);
      await user.click(await screen.findByRole('button', { name: 'Donner un avis' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByLabelText('5 étoiles'));
      await user.type(within(dialog).getByLabelText(/Commentaire/), 'Très bon service');
      await user.type(within(dialog).getByLabelText(/^Nom/), 'Diop');
      await user.type(within(dialog).getByLabelText(/^Prénom/), 'Awa');
      await clickWhenEnabled(user, within(dialog).getByRole('button', { name: 'Publier' }));
      expect(
        await within(dialog).findByText('Un seul avis par entreprise et par jour depuis une même connexion. Veuillez réessayer demain.'),
      ).toBeInTheDocument();
      expect(within(dialog).queryByText("Une erreur s'est produite lors de l'envoi de votre avis. Veuillez réessayer.")).not.toBeInTheDocument();
    });

    it("Escape closes the modal and gives the focus back to 'Donner un avis'", async () => {
      const user = userEvent.setup();
      memberService();
      renderMember(7);
      const trigger = await screen.findByRole('button', { name: 'Donner un avis' });
      await user.click(trigger);
      await screen.findByRole('dialog');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Donner un avis' })).toHaveFocus();
    });

    it('a success closes the modal, says so for 3 s, then reloads the details', async () => {
      const user = userEvent.setup();
      const detailsCalls = { count: 0 };
      const sent: RatingCreate[] = [];
      memberService({ detailsCalls });
      server.use(
        api.post('/api/ratings', async ({ request, response }) => {
          sent.push((await request.json()) as RatingCreate);
          return response(201).json(rating(2, 5));
        }),
      );
      renderMember(7);
      await user.click(await screen.findByRole('button', { name: 'Donner un avis' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByLabelText('5 étoiles'));
      await user.type(within(dialog).getByLabelText(/Commentaire/), ' Très bon service ');
      await user.type(within(dialog).getByLabelText(/^Nom/), 'Diop');
      await user.type(within(dialog).getByLabelText(/^Prénom/), 'Awa');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Publier' })).toBeEnabled());
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await user.click(within(dialog).getByRole('button', { name: 'Publier' }));
      expect(await screen.findByText('Avis envoyé avec succès!')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sent).toEqual([{ firstName: 'Awa', lastName: 'Diop', score: 5, comment: 'Très bon service', companyId: 7 }]);
      expect(detailsCalls.count).toBe(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      await waitFor(() => expect(detailsCalls.count).toBe(2));
      expect(screen.queryByText('Avis envoyé avec succès!')).not.toBeInTheDocument();
    });
  });
});
