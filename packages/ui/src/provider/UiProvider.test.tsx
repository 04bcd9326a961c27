import { render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { chamberTheme } from '../theme/themes/chamber.css';
import { evergreenTheme } from '../theme/themes/evergreen.css';
import { ProviderLink } from './LinkProvider';
import type { LinkComponentProps } from './LinkProvider';
import { UiProvider, UiProviderBase, resolveThemeClass } from './UiProvider';

function Probe() {
  return (
    <ProviderLink href="/membres">
      <FormattedMessage id="ui.pagination.next" />
    </ProviderLink>
  );
}

describe('UiProvider', () => {
  describe('given no props', () => {
    it('speaks French, uses the chamber theme and renders plain links', () => {
      const { container } = render(
        <UiProvider>
          <Probe />
        </UiProvider>,
      );
      const root = container.firstElementChild;
      expect(root).toHaveClass(chamberTheme);
      expect(root).toHaveAttribute('lang', 'fr');
      expect(screen.getByRole('link', { name: 'Suivant' })).toHaveAttribute('href', '/membres');
    });
  });

  describe('given the evergreen theme and English', () => {
    it('applies the evergreen class and the English catalogue', () => {
      const { container } = render(
        <UiProvider theme="evergreen" locale="en">
          <Probe />
        </UiProvider>,
      );
      expect(container.firstElementChild).toHaveClass(evergreenTheme);
      expect(container.firstElementChild).toHaveAttribute('lang', 'en');
      expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
    });
  });

  describe("given a chamber's own theme class", () => {
    it('uses that class as the theme', () => {
      expect(resolveThemeClass('my-chamber-theme')).toBe('my-chamber-theme');
      expect(resolveThemeClass('evergreen')).toBe(evergreenTheme);
      expect(resolveThemeClass(undefined)).toBe(chamberTheme);
    });
  });

  describe('given a router link component and extra messages', () => {
    it('renders links through it and lets the app override a kit text', () => {
      const RouterLink = ({ href, ...props }: LinkComponentProps) => <a {...props} href={`#${href}`} data-router="" />;
      render(
        <UiProvider linkComponent={RouterLink} messages={{ 'ui.pagination.next': 'Page suivante' }}>
          <Probe />
        </UiProvider>,
      );
      const link = screen.getByRole('link', { name: 'Page suivante' });
      expect(link).toHaveAttribute('href', '#/membres');
      expect(link).toHaveAttribute('data-router');
    });
  });

  describe('given UiProviderBase and the catalogue of the language shown', () => {
    it('speaks that catalogue only, in its locale', () => {
      const { container } = render(
        <UiProviderBase locale="en" messages={{ 'ui.pagination.next': 'Next page' }}>
          <Probe />
        </UiProviderBase>,
      );
      expect(container.firstElementChild).toHaveAttribute('lang', 'en');
      expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();
    });

    it('shows a missing id as the id and reports it to onError', () => {
      const onError = vi.fn();
      render(
        <UiProviderBase locale="fr" messages={{}} onError={onError}>
          <Probe />
        </UiProviderBase>,
      );
      expect(screen.getByRole('link', { name: 'ui.pagination.next' })).toBeInTheDocument();
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'MISSING_TRANSLATION' }));
    });

    it('gives every mount of one catalogue and locale the same intl, whose parsed messages and formatters last', () => {
      const catalogue = { 'ui.pagination.next': 'Page {n, number}' };
      const seen: IntlShape[] = [];
      const Capture = () => {
        seen.push(useIntl());
        return null;
      };
      for (const locale of ['fr', 'fr', 'en']) {
        const { unmount } = render(
          <UiProviderBase locale={locale as 'fr' | 'en'} messages={catalogue}>
            <Capture />
          </UiProviderBase>,
        );
        unmount();
      }
      const [first, second, english] = seen;
      // a server render mounts the providers anew for every page: they must not start from an empty cache
      expect(second).toBe(first);
      expect(english).not.toBe(first);
      expect(english?.locale).toBe('en');
    });
  });
});
