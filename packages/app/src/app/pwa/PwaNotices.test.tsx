import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
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
