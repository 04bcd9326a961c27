import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { sampleGallery } from '../fixtures';
import { installObjectUrls, installResizeObserver } from '../testSupport';
import { CompanyMediaScreen } from './CompanyMediaScreen';
import type { CompanyMediaScreenProps } from './CompanyMediaScreen';

beforeAll(() => {
  installResizeObserver();
  installObjectUrls();
});

const png = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

// spec public §5 (gallery photos), as the container checks them.
const galleryRule = (file: File) => (file.size > 2 * 1024 * 1024 ? "La taille de l'image ne doit pas dépasser 2MB" : undefined);

function props(overrides: Partial<CompanyMediaScreenProps> = {}): CompanyMediaScreenProps {
  return {
    editProfileHref: '/apropos',
    load: { status: 'ready' },
    photos: sampleGallery,
    newPhotos: [],
    onNewPhotosChange: vi.fn(),
    onRemovePhoto: vi.fn(),
    videoUrl: '',
    onVideoUrlChange: vi.fn(),
    onSubmit: vi.fn(),
    ...overrides,
  };
}

/** A container stand-in holding the chosen files. */
function WithNewPhotos({ onNewPhotosChange, ...rest }: Partial<CompanyMediaScreenProps>) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <CompanyMediaScreen
      {...props(rest)}
      newPhotos={files}
      onNewPhotosChange={(next) => {
        setFiles(next);
        onNewPhotosChange?.(next);
      }}
    />
  );
}

describe('CompanyMediaScreen', () => {
  describe('given saved photos', () => {
    it('shows each photo, each with its own delete button', async () => {
      const onRemovePhoto = vi.fn();
      const { user } = renderWithUi(<CompanyMediaScreen {...props({ onRemovePhoto })} />);
      const list = screen.getByRole('list', { name: 'Fichiers choisis' });
      expect(within(list).getAllByRole('img')).toHaveLength(3);
      await user.click(within(list).getByRole('button', { name: 'Retirer Photo 2' }));
      expect(onRemovePhoto).toHaveBeenCalledWith(sampleGallery[1]?.id);
    });
  });

  describe('given an empty gallery', () => {
    it("shows 'Aucune photo pour le moment' and the picker", () => {
      renderWithUi(<CompanyMediaScreen {...props({ photos: [] })} />);
      expect(screen.getByRole('heading', { name: 'Aucune photo pour le moment' })).toBeInTheDocument();
      expect(screen.getByLabelText('Ajouter des photos')).toHaveAttribute('multiple');
    });
  });

  describe('when photos are chosen', () => {
    it('adds them all with previews', async () => {
      const onNewPhotosChange = vi.fn();
      const { user } = renderWithUi(<WithNewPhotos photos={[]} onNewPhotosChange={onNewPhotosChange} />);
      await user.upload(screen.getByLabelText('Ajouter des photos'), [png('vitrine.png'), png('atelier.png')]);
      expect(onNewPhotosChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'vitrine.png' }), expect.objectContaining({ name: 'atelier.png' })]);
      expect(await screen.findByRole('img', { name: 'atelier.png' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Aucune photo pour le moment' })).not.toBeInTheDocument();
    });

    it("refuses a file over 2 MB with the container's message", async () => {
      const onNewPhotosChange = vi.fn();
      const { user } = renderWithUi(<WithNewPhotos validatePhoto={galleryRule} onNewPhotosChange={onNewPhotosChange} />);
      await user.upload(screen.getByLabelText('Ajouter des photos'), [png('grande.png', 3 * 1024 * 1024)]);
      expect(screen.getByRole('alert')).toHaveTextContent("La taille de l'image ne doit pas dépasser 2MB");
      expect(onNewPhotosChange).not.toHaveBeenCalled();
    });
  });

  describe('when the video address changes', () => {
    it('reports the new value', () => {
      const onVideoUrlChange = vi.fn();
      renderWithUi(<CompanyMediaScreen {...props({ onVideoUrlChange })} />);
      fireEvent.change(screen.getByLabelText('URL de la vidéo'), { target: { value: 'https://youtu.be/abc' } });
      expect(onVideoUrlChange).toHaveBeenCalledWith('https://youtu.be/abc');
    });
  });

  describe('given an invalid video address', () => {
    it("shows 'URL de vidéo non valide. Veuillez vérifier le lien.' and still lets the user save", async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithUi(<CompanyMediaScreen {...props({ videoUrl: 'https://example.org/film', videoValid: false, onSubmit })} />);
      const field = screen.getByLabelText('URL de la vidéo');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(/URL de vidéo non valide\. Veuillez vérifier le lien\./);
      await user.click(screen.getByRole('button', { name: 'Enregistrer les médias' }));
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a valid video address', () => {
    it('says it is valid and previews the embed address', () => {
      renderWithUi(
        <CompanyMediaScreen
          {...props({ videoUrl: 'https://www.youtube.com/watch?v=abc', videoValid: true, videoEmbedUrl: 'https://www.youtube.com/embed/abc' })}
        />,
      );
      expect(screen.getByLabelText('URL de la vidéo')).toHaveAccessibleDescription('URL de vidéo valide');
      expect(screen.getByTitle('Aperçu de la vidéo')).toHaveAttribute('src', expect.stringContaining('/embed/abc'));
    });
  });

  describe('given a save in progress', () => {
    it('ignores another save', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithUi(<CompanyMediaScreen {...props({ onSubmit, save: { saving: true } })} />);
      const button = screen.getByRole('button', { name: 'Enregistrement…' });
      await user.click(button);
      fireEvent.submit(button.closest('form') as HTMLFormElement);
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('given a successful save', () => {
    it("shows 'Les médias ont été enregistrés avec succès !'", () => {
      renderWithUi(<CompanyMediaScreen {...props({ save: { saved: true } })} />);
      expect(screen.getByText('Les médias ont été enregistrés avec succès !')).toBeInTheDocument();
    });
  });

  describe('given a load error', () => {
    it("shows 'Erreur lors du chargement des médias'", () => {
      renderWithUi(<CompanyMediaScreen {...props({ load: { status: 'error' }, onRetry: vi.fn() })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des médias');
      expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    });
  });
});
