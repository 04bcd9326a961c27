import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { Button, ButtonLink } from './Button';
import type { LinkComponentProps } from '../../provider/LinkProvider';

describe('Button', () => {
  describe('given a variant and a size', () => {
    it('exposes them as data-variant and data-size', () => {
      renderWithUi(
        <Button variant="danger" size="lg">
          Supprimer
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Supprimer' });
      expect(button).toHaveAttribute('data-variant', 'danger');
      expect(button).toHaveAttribute('data-size', 'lg');
    });

    it('defaults to primary md and type button (never submits a form by accident)', () => {
      renderWithUi(<Button>OK</Button>);
      const button = screen.getByRole('button', { name: 'OK' });
      expect(button).toHaveAttribute('data-variant', 'primary');
      expect(button).toHaveAttribute('data-size', 'md');
      expect(button).toHaveAttribute('type', 'button');
    });
  });

  describe('given busy with a busy label', () => {
    it('shows the busy label, announces busy and ignores clicks', async () => {
      const onClick = vi.fn();
      const { user } = renderWithUi(
        <Button busy busyLabel="Enregistrement..." onClick={onClick}>
          Enregistrer
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Enregistrement...' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await user.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('given busy without a busy label', () => {
    it('keeps its label', () => {
      renderWithUi(<Button busy>Enregistrer</Button>);
      expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('aria-busy', 'true');
    });
  });

  describe('given disabled', () => {
    it('does not call onClick', async () => {
      const onClick = vi.fn();
      const { user } = renderWithUi(
        <Button disabled onClick={onClick}>
          Enregistrer
        </Button>,
      );
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(onClick).not.toHaveBeenCalled();
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
