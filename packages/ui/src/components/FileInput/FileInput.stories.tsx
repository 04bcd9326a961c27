import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
const logoRule = (file: File) =>
  !file.type.startsWith('image/') ? 'Veuillez sélectionner une image' : file.size > 5 * 1024 * 1024 ? 'Le fichier est trop volumineux (max 5MB)' : undefined;

function Harness({ initial = [], images = false, ...props }: Omit<FileInputProps, 'value' | 'onChange'> & { initial?: File[]; images?: boolean }) {
  const [files, setFiles] = useState<File[]>(initial);
  const [existing, setExisting] = useState(props.existing ?? []);
  const Component = images ? ImagePicker : FileInput;
  return (
    <div style={{ maxWidth: 480 }}>
      <Component
        {...props}
        value={files}
        onChange={setFiles}
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
    await userEvent.click(canvas.getByRole('button', { name: /Retirer atelier.jpg|Remove atelier.jpg/ }));
    await expect(canvas.queryByRole('img', { name: 'atelier.jpg' })).not.toBeInTheDocument();
    const svg = decodeURIComponent((gallery[1]?.src ?? '').split(',')[1] ?? '');
    await userEvent.upload(canvas.getByLabelText('Photos de la galerie'), new File([svg], 'nouvelle.svg', { type: 'image/svg+xml' }));
    await expect(await canvas.findByRole('img', { name: 'nouvelle.svg' })).toBeInTheDocument();
  },
};

export const EmptyGallery: Story = {
  args: { label: 'Photos de la galerie', multiple: true, images: true, existing: [], validate: undefined, hint: undefined },
};
