import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileInput, ImagePicker, type ExistingFile, type FileInputProps } from './FileInput';

/** A small picture drawn in SVG (shapes only: SVG text would fall back to the machine's fonts), so stories need no image file and no network. */
function picture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="hsl(${hue},45%,38%)"/><circle cx="300" cy="80" r="40" fill="hsl(${hue},60%,75%)"/><path d="M0 300 L140 150 L260 260 L320 200 L400 300 Z" fill="hsl(${hue},35%,22%)"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const gallery: ExistingFile[] = [
  { id: '1', src: picture(210), alt: 'vitrine.jpg' },
  { id: '2', src: picture(140), alt: 'atelier.jpg' },
  { id: '3', src: picture(20), alt: 'equipe.jpg' },
];

// Spec admin §5 (Amcham logo): over 5 MB 'Le fichier est trop volumineux (max 5MB)'; a non-image 'Veuillez sélectionner une image'.
const logoRule: NonNullable<FileInputProps['validate']> = (file) =>
  !file.type.startsWith('image/') ? 'Veuillez sélectionner une image' : file.size > 5 * 1024 * 1024 ? 'Le fichier est trop volumineux (max 5MB)' : undefined;

/** A one-pixel PNG, so a chosen image previews the same on every machine. */
const onePixelPng = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (char) =>
  char.charCodeAt(0),
);
const png = (name: string, size?: number) => new File([size === undefined ? onePixelPng : new Uint8Array(size)], name, { type: 'image/png' });

// Spec public §5 (gallery photos): at most 2 MB each. Asynchronous, as a check that reads the file is.
const galleryRule = async (file: File) => (file.size > 2 * 1024 * 1024 ? "La taille de l'image ne doit pas dépasser 2MB" : undefined);

function Harness({
  initial = [],
  images = false,
  onFilesChange,
  ...props
}: Omit<FileInputProps, 'value' | 'onChange'> & { initial?: File[]; images?: boolean; onFilesChange?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>(initial);
  const [existing, setExisting] = useState(props.existing ?? []);
  const Component = images ? ImagePicker : FileInput;
  return (
    <div style={{ maxWidth: 480 }}>
      <Component
        {...props}
        value={files}
        onChange={(next) => {
          setFiles(next);
          onFilesChange?.(next);
        }}
        existing={existing}
        onRemoveExisting={props.existing ? (id) => setExisting((current) => current.filter((file) => file.id !== id)) : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Components/FileInput',
  component: Harness,
  args: {
    label: 'Logo',
    hint: 'PNG, JPG, GIF (max. 5MB)',
    accept: 'image/png,image/jpeg,image/gif',
    multiple: false,
    validate: logoRule,
    onReject: fn(),
    onFilesChange: fn(),
  },
  argTypes: {
    multiple: { control: 'boolean' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    error: { control: 'text' },
    validate: { control: false },
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithFiles: Story = {
  args: {
    label: 'Pièces jointes',
    hint: undefined,
    accept: undefined,
    multiple: true,
    validate: undefined,
    initial: [
      new File(['x'.repeat(2400)], 'plaquette-commerciale.pdf', { type: 'application/pdf' }),
      new File(['x'.repeat(180)], 'tarifs.txt', { type: 'text/plain' }),
    ],
  },
};

export const RejectsAWrongFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The picker's accept filter is bypassed here, as a drop would: the validate callback refuses it.
    await userEvent.upload(canvas.getByLabelText('Logo'), new File(['%PDF'], 'contrat.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Veuillez sélectionner une image');
    await expect(args.onReject).toHaveBeenCalled();
    // A dropped file goes through the same check (the zone takes drops, the picker's filter does not apply).
    const zone = canvas.getByLabelText('Logo').parentElement as HTMLElement;
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File(['%PDF'], 'contrat.pdf', { type: 'application/pdf' }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    await waitFor(() => expect(args.onReject).toHaveBeenCalledTimes(2));
    await expect(args.onReject).toHaveBeenLastCalledWith([
      { file: expect.objectContaining({ name: 'contrat.pdf' }), message: 'Veuillez sélectionner une image' },
    ]);
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};

/** A single-file input: a second pick replaces the first. */
export const ReplacesASingleFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Logo');
    await userEvent.upload(input, png('logo-v1.png'));
    await expect(await canvas.findByText('logo-v1.png')).toBeVisible();
    await userEvent.upload(input, png('logo-v2.png'));
    await expect(await canvas.findByText('logo-v2.png')).toBeVisible();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'logo-v2.png' })]);
    await expect(canvas.queryByText('logo-v1.png')).toBeNull();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Ce champ est obligatoire.' },
};

export const Disabled: Story = { args: { disabled: true } };

export const ImageGallery: Story = {
  args: {
    label: 'Photos de la galerie',
    hint: 'PNG ou JPG, 2 Mo au plus par photo.',
    accept: 'image/png,image/jpeg,image/svg+xml',
    multiple: true,
    images: true,
    existing: gallery,
    validate: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Photos de la galerie');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/svg+xml');
    await expect(input).toHaveAttribute('multiple');
    // The removal reports the file's id: the story's container drops exactly that one.
    await userEvent.click(canvas.getByRole('button', { name: /Retirer atelier.jpg|Remove atelier.jpg/ }));
    await expect(canvas.queryByRole('img', { name: 'atelier.jpg' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'vitrine.jpg' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'equipe.jpg' })).toBeVisible();
    const svg = decodeURIComponent((gallery[1]?.src ?? '').split(',')[1] ?? '');
    await userEvent.upload(canvas.getByLabelText('Photos de la galerie'), new File([svg], 'nouvelle.svg', { type: 'image/svg+xml' }));
    await expect(await canvas.findByRole('img', { name: 'nouvelle.svg' })).toBeInTheDocument();
  },
};

export const EmptyGallery: Story = {
  args: { label: 'Photos de la galerie', multiple: true, images: true, existing: [], validate: undefined, hint: undefined },
};

/**
 * Photos chosen in several picks: a file over 2 MB refused with its name and the spec's message (after a check that
 * reads the file), the valid ones appended with thumbnails, each removable.
 */
export const ChoosesSeveralImages: Story = {
  args: { label: 'Photos de la galerie', hint: undefined, accept: undefined, multiple: true, images: true, validate: galleryRule },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>('Photos de la galerie');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    await userEvent.upload(input, [png('grande.png', 3 * 1024 * 1024), png('petite.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("grande.png : La taille de l'image ne doit pas dépasser 2MB");
    await expect(args.onReject).toHaveBeenCalledWith([
      { file: expect.objectContaining({ name: 'grande.png' }), message: "La taille de l'image ne doit pas dépasser 2MB" },
    ]);
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'petite.png' })]);
    await expect(await canvas.findByRole('img', { name: 'petite.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await expect(canvas.queryByRole('img', { name: 'grande.png' })).toBeNull();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Spec admin §5: the chooser is cleared after each pick.
    await expect(input.value).toBe('');

    await userEvent.upload(input, [png('vitrine.png'), png('atelier.png')]);
    await waitFor(() =>
      expect(args.onFilesChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ name: 'petite.png' }),
        expect.objectContaining({ name: 'vitrine.png' }),
        expect.objectContaining({ name: 'atelier.png' }),
      ]),
    );
    const list = canvas.getByRole('list', { name: 'Fichiers choisis' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Retirer atelier.png' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Retirer petite.png' }));
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'vitrine.png' }),
      expect.objectContaining({ name: 'atelier.png' }),
    ]);
    await expect(canvas.queryByRole('img', { name: 'petite.png' })).toBeNull();
  },
};
