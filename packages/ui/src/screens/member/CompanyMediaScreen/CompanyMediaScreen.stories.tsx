import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { sampleCompany, sampleGallery, sampleMemberTabHrefs } from '../fixtures';
import { CompanyMediaScreen } from './CompanyMediaScreen';
import type { CompanyMediaScreenProps } from './CompanyMediaScreen';

/** The previews point at the reserved .invalid domain, so the tests never reach the network. */
const embedUrl = 'https://player.invalid/embed/presentation';

/** A one-pixel PNG, so a chosen photo previews the same on every machine. */
const onePixelPng = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (char) =>
  char.charCodeAt(0),
);
const png = (name: string) => new File([onePixelPng], name, { type: 'image/png' });

// spec public §5 (gallery photos), as the container checks them.
const galleryRule = (file: File) => (file.size > 2 * 1024 * 1024 ? "La taille de l'image ne doit pas dépasser 2MB" : undefined);

const meta = {
  title: 'Screens/Member/CompanyMediaScreen',
  component: CompanyMediaScreen,
  args: {
    editProfileHref: sampleMemberTabHrefs.about,
    load: { status: 'ready' },
    company: sampleCompany,
    photos: sampleGallery,
    newPhotos: [],
    videoUrl: 'https://www.youtube.com/watch?v=presentation',
    videoValid: true,
    videoEmbedUrl: embedUrl,
    onRetry: fn(),
    onNewPhotosChange: fn(),
    onRemovePhoto: fn(),
    onVideoUrlChange: fn(),
    onVideoUrlBlur: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof CompanyMediaScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A container stand-in holding the chosen photos and the video address. */
function EditableMedia(args: CompanyMediaScreenProps) {
  const [photos, setPhotos] = useState(args.photos);
  const [newPhotos, setNewPhotos] = useState<File[]>([...args.newPhotos]);
  const [videoUrl, setVideoUrl] = useState(args.videoUrl);
  // spec public §5: valid when the address is a YouTube watch, youtu.be or embed link.
  const valid = videoUrl === '' ? undefined : /youtube\.com|youtu\.be|embed/.test(videoUrl);
  return (
    <CompanyMediaScreen
      {...args}
      photos={photos}
      newPhotos={newPhotos}
      onNewPhotosChange={(files) => {
        args.onNewPhotosChange(files);
        setNewPhotos(files);
      }}
      videoUrl={videoUrl}
      videoValid={valid}
      videoEmbedUrl={valid ? embedUrl : undefined}
      onRemovePhoto={(id) => {
        args.onRemovePhoto(id);
        setPhotos((current) => current.filter((photo) => photo.id !== id));
      }}
      onVideoUrlChange={(value) => {
        args.onVideoUrlChange(value);
        setVideoUrl(value);
      }}
    />
  );
}

export const Form: Story = {
  render: (args) => <EditableMedia {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Fichiers choisis' })).getAllByRole('img')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer Photo 3' }));
    await expect(args.onRemovePhoto).toHaveBeenCalledWith('p3');
    const video = canvas.getByLabelText('URL de la vidéo');
    await expect(video).toHaveAccessibleDescription('URL de vidéo valide');
    await expect(canvas.getByTitle('Aperçu de la vidéo')).toHaveAttribute('src', expect.stringContaining('/embed/presentation'));
    await userEvent.clear(video);
    await userEvent.type(video, 'https://example.org/film');
    await expect(args.onVideoUrlChange).toHaveBeenLastCalledWith('https://example.org/film');
    await expect(canvas.getByText('URL de vidéo non valide. Veuillez vérifier le lien.')).toBeVisible();
    await expect(canvas.queryByTitle('Aperçu de la vidéo')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer les médias' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FormEnglish: Story = {
  globals: { locale: 'en' },
};

export const EmptyGallery: Story = {
  args: { photos: [], videoUrl: '', videoValid: undefined, videoEmbedUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Aucune photo pour le moment' })).toBeVisible();
    await expect(canvas.getByLabelText('Ajouter des photos')).toHaveAttribute('multiple');
  },
};

/** Photos chosen into an empty gallery: a file over 2 MB refused with the container's message, the others previewed. */
export const ChoosePhotos: Story = {
  args: { photos: [], videoUrl: '', videoValid: undefined, videoEmbedUrl: undefined, validatePhoto: galleryRule },
  render: (args) => <EditableMedia {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByLabelText('Ajouter des photos');
    await userEvent.upload(picker, new File([new Uint8Array(3 * 1024 * 1024)], 'grande.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent("La taille de l'image ne doit pas dépasser 2MB");
    await expect(args.onNewPhotosChange).not.toHaveBeenCalled();
    await userEvent.upload(picker, [png('vitrine.png'), png('atelier.png')]);
    await expect(await canvas.findByRole('img', { name: 'atelier.png' })).toBeVisible();
    await expect(args.onNewPhotosChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'vitrine.png' }),
      expect.objectContaining({ name: 'atelier.png' }),
    ]);
    await expect(canvas.queryByRole('heading', { name: 'Aucune photo pour le moment' })).toBeNull();
  },
};

export const EmptyGalleryEnglish: Story = {
  args: { photos: [], videoUrl: '', videoValid: undefined, videoEmbedUrl: undefined },
  globals: { locale: 'en' },
};

export const InvalidVideo: Story = {
  args: { videoUrl: 'https://example.org/film', videoValid: false, videoEmbedUrl: undefined },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('URL de la vidéo');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/URL de vidéo non valide\. Veuillez vérifier le lien\./);
  },
};

export const InvalidVideoEnglish: Story = {
  args: { videoUrl: 'https://example.org/film', videoValid: false, videoEmbedUrl: undefined },
  globals: { locale: 'en' },
};

export const PhotoRejected: Story = {
  args: { photoError: "La taille de l'image ne doit pas dépasser 2MB" },
};

export const Saving: Story = {
  args: { save: { saving: true } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enregistrement…' });
    await userEvent.click(button);
    // A submit that bypasses the busy button (Enter in the video field) is ignored as well.
    await fireEvent.submit(button.closest('form') as HTMLFormElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { save: { saved: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Les médias ont été enregistrés avec succès !');
  },
};

export const SaveFailed: Story = {
  args: { save: { error: 'Fichier trop volumineux' } },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
};

export const Error: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des médias');
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

export const SessionExpired: Story = {
  args: { load: { status: 'sessionExpired' } },
};

export const NoCompany: Story = {
  args: { load: { status: 'noCompany' } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
