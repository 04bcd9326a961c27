import { act, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ChunkBoundary, NEW_BUILD_CODE_EVENT } from './ChunkBoundary';

// What Chromium says of a chunk it could not fetch (offline and not kept, or gone with an old build).
const notFetched = () => new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/ReviewFormDialog-x.js');

function renderPart(failure: () => Error, floating = false) {
  const Part = lazy(() => Promise.reject(failure()));
  return renderWithProviders(
    <main>
      <p>Le reste de la page</p>
      <ChunkBoundary floating={floating}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </ChunkBoundary>
    </main>,
  );
}

describe('ChunkBoundary', () => {
  // React reports each error a boundary caught on the console
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('offline, says the part was never downloaded to this device, and the rest of the page stays', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => renderPart(notFetched));
    expect(
      await screen.findByText(
        "Vous êtes hors ligne : cette partie de l'application n'a pas encore été téléchargée sur cet appareil. Réessayez une fois connecté.",
      ),
    ).toBeDefined();
    expect(screen.getByText('Le reste de la page')).toBeDefined();
    expect(screen.queryByText('Nouvelle version disponible')).toBeNull();
  });

  it('online, offers to reload: the code is gone with the build that made it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await act(async () => renderPart(notFetched));
    expect(await screen.findByText('Nouvelle version disponible')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeDefined();
  });

  it("online, a dialog's part leaves the offer to the installed app's notices: one offer on the page", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const told = vi.fn();
    window.addEventListener(NEW_BUILD_CODE_EVENT, told);
    try {
      await act(async () => renderPart(notFetched, true));
      await waitFor(() => expect(told).toHaveBeenCalledTimes(1));
      expect(screen.queryByText('Nouvelle version disponible')).toBeNull();
      expect(screen.getByText('Le reste de la page')).toBeDefined();
    } finally {
      window.removeEventListener(NEW_BUILD_CODE_EVENT, told);
    }
  });

  it('leaves any other error to the boundaries above it', async () => {
    await expect(act(async () => renderPart(() => new Error('the part broke')))).rejects.toThrow('the part broke');
    expect(screen.queryByText('Nouvelle version disponible')).toBeNull();
  });
});
