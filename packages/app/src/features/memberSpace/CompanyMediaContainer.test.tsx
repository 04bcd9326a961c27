import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../testing/fixtures';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import CompanyMediaContainer, { videoState } from './CompanyMediaContainer';
import { memberUser, signedInMember } from './testing';

const acme = company({ id: 12, name: 'Acme Conseil', pictures: ['vitrine.jpg', 'equipe.jpg'], videoLink: 'https://www.youtube.com/watch?v=abc123' });

function memberHandlers(loaded = acme) {
  server.use(
    api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(12))),
    api.get('/api/companies/{id}', ({ response }) => response(200).json(loaded)),
  );
}

function renderMedia() {
  return renderContainer(<CompanyMediaContainer editProfileHref="/apropos" />, { path: '/media', route: '/media', preloadedState: signedInMember() });
}

beforeEach(() => {
  // jsdom has no object URLs; the kit's picker previews chosen files with them.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('video URL validity (spec public §5)', () => {
  it('a watch link is valid and previews as its embed link', () => {
    expect(videoState('https://www.youtube.com/watch?v=abc123')).toEqual({ valid: true, embedUrl: 'https://www.youtube-nocookie.com/embed/abc123' });
  });
  it('a short youtu.be link is valid and previews as its embed link', () => {
    expect(videoState('https://youtu.be/xyz')).toEqual({ valid: true, embedUrl: 'https://www.youtube-nocookie.com/embed/xyz' });
  });
  it('any other link is invalid, and an empty field is neither', () => {
    expect(videoState('https://exemple.sn/film.mp4')).toEqual({ valid: false });
    expect(videoState('  ')).toEqual({});
  });
});

describe('/media gallery and video (spec public §2.7, §5)', () => {
  describe('given the company cannot be loaded', () => {
    it("says 'Erreur lors du chargement des médias' (spec public §8), not the profile's message", async () => {
      server.use(
        api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(12))),
        api.get('/api/companies/{id}', () => HttpResponse.json({ status: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 })),
      );
      renderMedia();
      expect(await screen.findByText('Erreur lors du chargement des médias')).toBeInTheDocument();
      expect(screen.queryByText("Erreur lors du chargement des informations de l'entreprise")).not.toBeInTheDocument();
    });
  });

  describe('given the company has photos and a video', () => {
    it('shows the stored photos and the preview of the video', async () => {
      memberHandlers();
      renderMedia();
      expect(await screen.findByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/repertoire_amchams/vitrine.jpg');
      expect(screen.getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
      expect(await screen.findByTitle('Aperçu de la vidéo')).toHaveAttribute('src', expect.stringMatching(/\/embed\/abc123$/));
    });
  });

  describe('when a chosen file is not an image or is over 2 MB', () => {
    it("refuses it with the spec's messages", async () => {
      const user = userEvent.setup({ applyAccept: false });
      memberHandlers();
      renderMedia();
      const input = await screen.findByLabelText('Ajouter des photos');
      await user.upload(input, [
        new File(['texte'], 'notes.txt', { type: 'text/plain' }),
        new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' }),
      ]);
      expect(await screen.findByText(/Seuls les fichiers image \(PNG, JPG\) sont acceptés/)).toBeInTheDocument();
      expect(screen.getByText(/La taille de l'image ne doit pas dépasser 2MB/)).toBeInTheDocument();
    });
  });

  describe('when the service refuses a photo (415)', () => {
    it("shows the service's message, not 'Erreur de connexion'", async () => {
      const user = userEvent.setup();
      memberHandlers();
      server.use(
        api.put('/api/companies/{id}', ({ response }) =>
          response(415).json({ message: 'Seuls les fichiers image (PNG, JPG) sont acceptés', status: 415, error: 'Unsupported Media Type' }),
        ),
      );
      renderMedia();
      await user.upload(await screen.findByLabelText('Ajouter des photos'), new File([new Uint8Array([255, 216, 255])], 'photo.jpg', { type: 'image/jpeg' }));
      await user.click(screen.getByRole('button', { name: 'Enregistrer les médias' }));
      expect(await screen.findByText('Seuls les fichiers image (PNG, JPG) sont acceptés')).toBeInTheDocument();
      expect(screen.queryByText('Erreur de connexion')).not.toBeInTheDocument();
    });
  });

  describe('when the video URL is invalid', () => {
    it("shows 'URL de vidéo non valide. Veuillez vérifier le lien.' and still saves", async () => {
      const user = userEvent.setup();
      memberHandlers();
      const sent: Record<string, FormDataEntryValue[]>[] = [];
      server.use(
        api.put('/api/companies/{id}', async ({ request, response }) => {
          const form = await request.formData();
          sent.push({ videoLink: form.getAll('videoLink'), removedPictures: form.getAll('removedPictures'), pictures: form.getAll('pictures') });
          return response(200).json({ ...acme, videoLink: String(form.get('videoLink')), pictures: ['equipe.jpg'] });
        }),
      );
      renderMedia();
      const field = await screen.findByRole('textbox', { name: /URL de la vidéo/ });
      await user.clear(field);
      await user.type(field, 'https://exemple.sn/film.mp4');
      expect(await screen.findByText('URL de vidéo non valide. Veuillez vérifier le lien.')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Retirer Photo 1' }));
      await user.upload(screen.getByLabelText('Ajouter des photos'), new File([new Uint8Array([255, 216, 255])], 'nouvelle.jpg', { type: 'image/jpeg' }));
      await user.click(screen.getByRole('button', { name: 'Enregistrer les médias' }));

      expect(await screen.findByText('Les médias ont été enregistrés avec succès !')).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.videoLink).toEqual(['https://exemple.sn/film.mp4']);
      expect(sent[0]?.removedPictures).toEqual(['vitrine.jpg']);
      expect(sent[0]?.pictures).toHaveLength(1);
      await waitFor(() => expect(screen.queryByRole('img', { name: 'Photo 2' })).not.toBeInTheDocument());
    });
  });
});
