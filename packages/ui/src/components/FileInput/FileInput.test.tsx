import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { FileInput, ImagePicker, matchesAccept, type FileInputProps } from './FileInput';

const png = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

// spec public §5 (gallery photos): image type and at most 2 MB each.
const galleryRule = (file: File) =>
  !file.type.startsWith('image/')
    ? 'Seuls les fichiers image (PNG, JPG) sont acceptés'
    : file.size > 2 * 1024 * 1024
      ? "La taille de l'image ne doit pas dépasser 2MB"
      : undefined;

function Gallery(props: Partial<FileInputProps> & { onFiles?: (files: File[]) => void }) {
  const { onFiles, ...rest } = props;
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileInput
      label="Photos de la galerie"
      multiple
      validate={galleryRule}
      {...rest}
      value={files}
      onChange={(next) => {
        setFiles(next);
        onFiles?.(next);
      }}
    />
  );
}

describe('matchesAccept', () => {
  it('matches exact types, wildcards and extensions', () => {
    expect(matchesAccept(png('a.png'), 'image/png,image/jpeg')).toBe(true);
    expect(matchesAccept(pdf('a.pdf'), 'image/png,image/jpeg')).toBe(false);
    expect(matchesAccept(png('a.png'), 'image/*')).toBe(true);
    expect(matchesAccept(pdf('a.PDF'), '.pdf')).toBe(true);
    expect(matchesAccept(pdf('a.pdf'), undefined)).toBe(true);
  });
});

describe('FileInput', () => {
  describe('given a label', () => {
    it('names the file input with it and passes the accept list', () => {
      renderWithUi(<Gallery accept="image/png,image/jpeg" />);
      const input = screen.getByLabelText('Photos de la galerie');
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
      expect(input).toHaveAttribute('multiple');
    });
  });

  describe('when the user picks several files with multiple', () => {
    it('appends them and lists each with a remove button', async () => {
      const onFiles = vi.fn();
      const { user } = renderWithUi(<Gallery onFiles={onFiles} />);
      const input = screen.getByLabelText('Photos de la galerie');
      await user.upload(input, [png('vitrine.png'), png('atelier.png')]);
      await user.upload(input, png('equipe.png'));
      expect(onFiles).toHaveBeenLastCalledWith([
        expect.objectContaining({ name: 'vitrine.png' }),
        expect.objectContaining({ name: 'atelier.png' }),
        expect.objectContaining({ name: 'equipe.png' }),
      ]);
      const list = screen.getByRole('list', { name: 'Fichiers choisis' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'Retirer atelier.png' })).toBeInTheDocument();
    });
  });

  describe('when the user removes one file', () => {
    it('keeps the others', async () => {
      const onFiles = vi.fn();
      const { user } = renderWithUi(<Gallery onFiles={onFiles} />);
      await user.upload(screen.getByLabelText('Photos de la galerie'), [png('a.png'), png('b.png')]);
      await user.click(screen.getByRole('button', { name: 'Retirer a.png' }));
      expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.png' })]);
      expect(screen.queryByText('a.png')).not.toBeInTheDocument();
    });
  });

  describe('given a validate callback', () => {
    it("refuses a file over 2 MB with the spec's message, announces it and keeps the valid ones", async () => {
      const onReject = vi.fn();
      const onFiles = vi.fn();
      const { user } = renderWithUi(<Gallery onReject={onReject} onFiles={onFiles} />);
      const input = screen.getByLabelText('Photos de la galerie');
      await user.upload(input, [png('grande.png', 3 * 1024 * 1024), png('petite.png')]);
      expect(screen.getByRole('alert')).toHaveTextContent("grande.png : La taille de l'image ne doit pas dépasser 2MB");
      expect(onReject).toHaveBeenCalledWith([
        { file: expect.objectContaining({ name: 'grande.png' }), message: "La taille de l'image ne doit pas dépasser 2MB" },
      ]);
      expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'petite.png' })]);
      expect(input).toHaveAttribute('aria-invalid', 'true');
    });

    it('refuses a dropped file of the wrong type', async () => {
      const onReject = vi.fn();
      renderWithUi(<Gallery onReject={onReject} accept="image/png" />);
      const zone = screen.getByLabelText('Photos de la galerie').parentElement as HTMLElement;
      const dataTransfer = { files: [pdf('contrat.pdf')] };
      zone.dispatchEvent(Object.assign(new Event('drop', { bubbles: true, cancelable: true }), { dataTransfer }));
      // the check may read the file: the refusal comes once it has
      await waitFor(() =>
        expect(onReject).toHaveBeenCalledWith([
          { file: expect.objectContaining({ name: 'contrat.pdf' }), message: 'Seuls les fichiers image (PNG, JPG) sont acceptés' },
        ]),
      );
    });

    it('waits for a check that reads the file, and neither lists nor previews what it refuses', async () => {
      const onChange = vi.fn();
      const { user } = renderWithUi(
        <FileInput
          label="Logo"
          previews
          value={[]}
          onChange={onChange}
          validate={async (file) => (file.name === 'immense.png' ? 'Image trop grande' : undefined)}
        />,
      );
      await user.upload(screen.getByLabelText('Logo'), png('immense.png'));
      expect(await screen.findByText(/Image trop grande/)).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
      await user.upload(screen.getByLabelText('Logo'), png('logo.png'));
      await waitFor(() => expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'logo.png' })]));
    });

    it('clears the chooser after each pick (spec admin §5)', async () => {
      const { user } = renderWithUi(<Gallery />);
      const input = screen.getByLabelText('Photos de la galerie') as HTMLInputElement;
      await user.upload(input, png('a.png'));
      expect(input.value).toBe('');
    });
  });

  describe('given a single-file input', () => {
    it('replaces the chosen file', async () => {
      const onFiles = vi.fn();
      const { user } = renderWithUi(<Gallery multiple={false} onFiles={onFiles} />);
      const input = screen.getByLabelText('Photos de la galerie');
      await user.upload(input, png('logo-v1.png'));
      await user.upload(input, png('logo-v2.png'));
      expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'logo-v2.png' })]);
    });
  });

  describe('given existing files', () => {
    it('lists them and reports their removal', async () => {
      const onRemoveExisting = vi.fn();
      const { user } = renderWithUi(
        <FileInput
          label="Galerie"
          value={[]}
          onChange={() => undefined}
          existing={[{ id: '7', src: '/repertoire_amchams/vitrine.jpg', alt: 'vitrine.jpg' }]}
          onRemoveExisting={onRemoveExisting}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Retirer vitrine.jpg' }));
      expect(onRemoveExisting).toHaveBeenCalledWith('7');
    });
  });
});

describe('ImagePicker', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    created.length = 0;
    revoked.length = 0;
    // jsdom has no object URLs: record what the component creates and revokes.
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:preview-${created.length + 1}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => {
      revoked.push(url);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  function Picker() {
    const [files, setFiles] = useState<File[]>([]);
    return <ImagePicker label="Logo" multiple value={files} onChange={setFiles} />;
  }

  it('shows a thumbnail per image from an object URL', async () => {
    const { user } = renderWithUi(<Picker />);
    await user.upload(screen.getByLabelText('Logo'), [png('logo.png')]);
    expect(await screen.findByRole('img', { name: 'logo.png' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByLabelText('Logo')).toHaveAttribute('accept', 'image/png,image/jpeg');
  });

  it('revokes the object URLs when the files change and on unmount', async () => {
    const { user, unmount } = renderWithUi(<Picker />);
    await user.upload(screen.getByLabelText('Logo'), [png('a.png')]);
    await screen.findByRole('img', { name: 'a.png' });
    await user.upload(screen.getByLabelText('Logo'), [png('b.png')]);
    await screen.findByRole('img', { name: 'b.png' });
    expect(revoked).toContain('blob:preview-1');
    unmount();
    expect(revoked).toEqual(expect.arrayContaining(created));
  });
});
