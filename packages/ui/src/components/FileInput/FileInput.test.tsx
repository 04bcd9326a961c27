import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { ImagePicker, matchesAccept } from './FileInput';

// Rendering and interaction (picking, dropping, refusing, removing, thumbnails) are asserted by the stories' play
// functions; here only the accept matcher and the object URLs' lifecycle, which no story can observe.
const png = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

describe('matchesAccept', () => {
  it('matches exact types, wildcards and extensions', () => {
    expect(matchesAccept(png('a.png'), 'image/png,image/jpeg')).toBe(true);
    expect(matchesAccept(pdf('a.pdf'), 'image/png,image/jpeg')).toBe(false);
    expect(matchesAccept(png('a.png'), 'image/*')).toBe(true);
    expect(matchesAccept(pdf('a.PDF'), '.pdf')).toBe(true);
    expect(matchesAccept(pdf('a.pdf'), undefined)).toBe(true);
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
