import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ChunkBoundary, NEW_BUILD_CODE_EVENT } from '../../shared/ChunkBoundary';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { otherBuildAnswered } from './otherBuild';
import PwaNotices from './PwaNotices';

// In its own module instance (vitest.config.ts FRESH_START): what the answers said of the build is the page's, kept
// from one report to the next, and each test here starts from a page that heard nothing yet.

function renderNotices() {
  return renderWithProviders(
    <>
      <Link to="/membres">Membres</Link>
      <PwaNotices />
    </>,
  );
}

const prompt = () => screen.queryByText('Nouvelle version disponible');

describe('PwaNotices and the answers of another build', () => {
  it('offers to reload on the next page opened once answers of another build were read', async () => {
    renderNotices();
    act(() => otherBuildAnswered(false));
    // the visitor is in the middle of a page: nothing interrupts it
    expect(prompt()).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Membres' }));
    expect(prompt()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeDefined();
  });

  it('offers it at once for an answer this page could not read, heard while shown or before it loaded', () => {
    const first = renderNotices();
    // answers of another build were read (the test above): still nothing on the page the notices load on
    expect(prompt()).toBeNull();
    act(() => otherBuildAnswered(true));
    expect(prompt()).not.toBeNull();
    first.unmount();
    renderNotices();
    expect(prompt()).not.toBeNull();
  });
});

describe('PwaNotices and a page whose code is gone', () => {
  it("online, the offer shows once: in the page's place, not again in the notices", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    try {
      const Page = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/members-x.js')));
      await act(async () =>
        renderWithProviders(
          <>
            <PwaNotices />
            <ChunkBoundary>
              <Suspense fallback={null}>
                <Page />
              </Suspense>
            </ChunkBoundary>
          </>,
        ),
      );
      // what Vite's preload helper sends for the same chunk
      act(() => void window.dispatchEvent(new Event(NEW_BUILD_CODE_EVENT)));
      expect(await screen.findAllByText('Nouvelle version disponible')).toHaveLength(1);
      expect(screen.getAllByRole('button', { name: 'Recharger' })).toHaveLength(1);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
