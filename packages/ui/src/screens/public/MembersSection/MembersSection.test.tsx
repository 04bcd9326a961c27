import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { sampleMemberHref, sampleMembers, sampleMembersHref } from '../fixtures';
import { MembersSection } from './MembersSection';

describe('MembersSection', () => {
  describe('given members', () => {
    it('shows a card per member and how many are displayed, under #annuaires', () => {
      renderWithUi(<MembersSection memberHref={sampleMemberHref} allMembersHref={sampleMembersHref} members={sampleMembers.slice(0, 2)} />);
      expect(screen.getByRole('region', { name: 'Annuaire des membres' })).toHaveAttribute('id', 'annuaires');
      expect(screen.getAllByRole('article')).toHaveLength(2);
      expect(screen.getByText('2 membres affichés')).toBeInTheDocument();
    });

    it('uses the singular for one member', () => {
      renderWithUi(<MembersSection memberHref={sampleMemberHref} allMembersHref={sampleMembersHref} members={sampleMembers.slice(0, 1)} />, { locale: 'en' });
      expect(screen.getByText('1 member displayed')).toBeInTheDocument();
    });

    it('links to the members page', () => {
      renderWithUi(<MembersSection memberHref={sampleMemberHref} allMembersHref={sampleMembersHref} members={sampleMembers} />);
      expect(screen.getByRole('link', { name: 'Voir tous les membres' })).toHaveAttribute('href', '/membres');
    });
  });

  describe('given no members', () => {
    it('says no members are available', () => {
      renderWithUi(<MembersSection memberHref={sampleMemberHref} allMembersHref={sampleMembersHref} members={[]} />);
      expect(screen.getByRole('heading', { name: 'Aucun membre disponible' })).toBeInTheDocument();
      expect(screen.queryByText(/membres affichés/)).not.toBeInTheDocument();
    });
  });

  describe('given the members are loading', () => {
    it('marks the section busy without cards', () => {
      renderWithUi(<MembersSection memberHref={sampleMemberHref} allMembersHref={sampleMembersHref} members={[]} status="loading" />);
      expect(screen.getByRole('region', { name: 'Annuaire des membres' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    });
  });
});
