import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { Button, ButtonLink } from './Button';
import type { LinkComponentProps } from '../../provider/LinkProvider';

describe('Button', () => {
  describe('given a variant and a size', () => {
    it('defaults to primary md and type button (never submits a form by accident)', () => {
      renderWithUi(<Button>OK</Button>);
      const button = screen.getByRole('button', { name: 'OK' });
      expect(button).toHaveAttribute('data-variant', 'primary');
      expect(button).toHaveAttribute('data-size', 'md');
      expect(button).toHaveAttribute('type', 'button');
    });
  });

  describe('given busy without a busy label', () => {
    it('keeps its label', () => {
      renderWithUi(<Button busy>Enregistrer</Button>);
      expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('aria-busy', 'true');
    });
  });

  describe('given ButtonLink inside a provider with a router link', () => {
    it('renders through the provided link component', () => {
      function RouterLink({ href, ...props }: LinkComponentProps) {
        return <a data-router="yes" href={`#${href}`} {...props} />;
      }
      renderWithUi(<ButtonLink href="/membres">Membres</ButtonLink>, { linkComponent: RouterLink });
      const link = screen.getByRole('link', { name: 'Membres' });
      expect(link).toHaveAttribute('data-router', 'yes');
      expect(link).toHaveAttribute('href', '#/membres');
    });
  });
});
