import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { sampleCompany, sampleHomeHref, sampleMemberTabHrefs } from '../fixtures';
import { installResizeObserver } from '../testSupport';
import { MemberHeader } from './MemberHeader';
import type { MemberHeaderProps } from './MemberHeader';

beforeAll(installResizeObserver);

function props(overrides: Partial<MemberHeaderProps> = {}): MemberHeaderProps {
  return {
    tabHrefs: sampleMemberTabHrefs,
    activeTab: 'about',
    homeHref: sampleHomeHref,
    company: sampleCompany,
    language: 'fr',
    onLanguageChange: vi.fn(),
    onNavigate: vi.fn(),
    onSignOut: vi.fn(),
    ...overrides,
  };
}

describe('MemberHeader', () => {
  describe('when another tab is clicked', () => {
    it('reports its tab', () => {
      const onNavigate = vi.fn();
      renderWithUi(<MemberHeader {...props({ onNavigate })} />);
      fireEvent.click(screen.getByRole('link', { name: 'Statistiques' }));
      expect(onNavigate).toHaveBeenCalledWith('statistics');
    });
  });

  describe('when Se déconnecter is clicked', () => {
    it('signs out', async () => {
      const onSignOut = vi.fn();
      const { user } = renderWithUi(<MemberHeader {...props({ onSignOut })} />);
      await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
      expect(onSignOut).toHaveBeenCalledTimes(1);
    });
  });
});
