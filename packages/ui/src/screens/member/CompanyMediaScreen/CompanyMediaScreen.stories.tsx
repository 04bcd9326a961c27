import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCompany, sampleGallery, sampleMemberTabHrefs } from '../fixtures';
import { CompanyMediaScreen } from './CompanyMediaScreen';
import type { CompanyMediaScreenProps } from './CompanyMediaScreen';

/** The previews point at the reserved .invalid domain, so the tests never reach the network. */
const embedUrl = 'https://player.invalid/embed/presentation';

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
  const [videoUrl, setVideoUrl] = useState(args.videoUrl);
  // spec public §5: valid when the address is a YouTube watch, youtu.be or embed link.
  const valid = videoUrl === '' ? undefined : /youtube\.com|youtu\.be|embed/.test(videoUrl);
  return (
    <CompanyMediaScreen
      {...args}
      photos={photos}
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
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer Photo 3' }));
    await expect(args.onRemovePhoto).toHaveBeenCalledWith('p3');
    const video = canvas.getByLabelText('URL de la vidéo');
    await userEvent.clear(video);
    await userEvent.type(video, 'https://example.org/film');
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
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucune photo pour le moment' })).toBeVisible();
  },
};

export const EmptyGalleryEnglish: Story = {
  args: { photos: [], videoUrl: '', videoValid: undefined, videoEmbedUrl: undefined },
  globals: { locale: 'en' },
};

export const InvalidVideo: Story = {
  args: { videoUrl: 'https://example.org/film', videoValid: false, videoEmbedUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('URL de la vidéo')).toHaveAttribute('aria-invalid', 'true');
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
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enregistrement…' }));
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
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erreur lors du chargement des médias');
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
