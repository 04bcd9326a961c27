import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  describe('given French (the default language)', () => {
    it.each([
      ['ACTIVE', 'Actif', 'success'],
      ['INACTIVE', 'Inactif', 'neutral'],
      ['PENDING', 'En attente', 'warning'],
      ['EXPIRED', 'Expiré', 'danger'],
      ['PUBLISHED', 'Publié', 'info'],
    ] as const)('status %s reads %s with the %s tone', (status, text, tone) => {
      renderWithUi(<StatusBadge status={status} />);
      expect(screen.getByText(text)).toHaveAttribute('data-variant', tone);
    });
  });

  describe('given English', () => {
    it.each([
      ['ACTIVE', 'Active'],
      ['INACTIVE', 'Inactive'],
      ['PENDING', 'Pending'],
      ['EXPIRED', 'Expired'],
      ['PUBLISHED', 'Published'],
    ] as const)('status %s reads %s', (status, text) => {
      renderWithUi(<StatusBadge status={status} />, { locale: 'en' });
      expect(screen.getByText(text)).toBeInTheDocument();
    });
  });

  describe('given a label from the screen', () => {
    it('shows that label instead', () => {
      renderWithUi(<StatusBadge status="ACTIVE" label="En ligne" />);
      expect(screen.getByText('En ligne')).toHaveAttribute('data-status', 'ACTIVE');
    });
  });
});
