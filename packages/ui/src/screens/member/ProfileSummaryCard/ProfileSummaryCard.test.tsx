import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { sampleCompany } from '../fixtures';
import { ProfileSummaryCard } from './ProfileSummaryCard';

describe('ProfileSummaryCard', () => {
  describe('given a company', () => {
    it('shows its logo, name, sector, address, phone and website', () => {
      renderWithUi(<ProfileSummaryCard company={sampleCompany} />);
      expect(screen.getByRole('img', { name: 'Atlantique Technologies' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Atlantique Technologies' })).toBeInTheDocument();
      expect(screen.getByText('Technologie')).toBeInTheDocument();
      expect(screen.getByText('12 avenue Léopold Sédar Senghor, Dakar')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '+221 33 123 45 67' })).toHaveAttribute('href', 'tel:+221331234567');
      expect(screen.getByRole('link', { name: 'atlantique-tech.example.sn' })).toHaveAttribute('href', 'https://atlantique-tech.example.sn');
    });

    it('shows the view count in the badge, grouped by locale', () => {
      renderWithUi(<ProfileSummaryCard company={sampleCompany} />, { locale: 'en' });
      expect(screen.getByText('1,284 views')).toBeInTheDocument();
    });

    it('counts a single view in the singular', () => {
      renderWithUi(<ProfileSummaryCard company={{ ...sampleCompany, viewCount: 1 }} />);
      expect(screen.getByText('1 vue')).toBeInTheDocument();
    });
  });

  describe('given no edit action', () => {
    it('shows no edit button (never a dead button)', () => {
      renderWithUi(<ProfileSummaryCard company={sampleCompany} />);
      expect(screen.queryByRole('button', { name: 'Modifier le profil' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Modifier le profil' })).not.toBeInTheDocument();
    });
  });

  describe('when the edit button is clicked', () => {
    it('calls onEdit', async () => {
      const onEdit = vi.fn();
      const { user } = renderWithUi(<ProfileSummaryCard company={sampleCompany} onEdit={onEdit} />);
      await user.click(screen.getByRole('button', { name: 'Modifier le profil' }));
      expect(onEdit).toHaveBeenCalledTimes(1);
    });
  });

  describe('given an edit link', () => {
    it('leads to the profile form', () => {
      renderWithUi(<ProfileSummaryCard company={sampleCompany} editHref="/apropos" />);
      expect(screen.getByRole('link', { name: 'Modifier le profil' })).toHaveAttribute('href', '/apropos');
    });
  });

  describe('given missing contact details', () => {
    it("says 'Non renseigné'", () => {
      renderWithUi(<ProfileSummaryCard company={{ name: 'Nouvelle entreprise' }} />);
      expect(screen.getAllByText('Non renseigné')).toHaveLength(3);
      expect(screen.getByText('0 vue')).toBeInTheDocument();
    });
  });
});
