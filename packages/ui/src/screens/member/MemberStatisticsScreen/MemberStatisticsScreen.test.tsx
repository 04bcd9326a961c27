import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { emptyStatistics, sampleStatistics } from '../fixtures';
import { MemberStatisticsScreen } from './MemberStatisticsScreen';

describe('MemberStatisticsScreen', () => {
  describe('given loaded statistics', () => {
    it('shows the three metric cards with their values and weekly evolutions', () => {
      renderWithUi(<MemberStatisticsScreen load={{ status: 'ready' }} statistics={sampleStatistics} onRefresh={vi.fn()} />, { locale: 'en' });
      const views = screen.getByRole('heading', { name: 'Profile views', level: 3 }).closest('article') as HTMLElement;
      expect(views).toHaveTextContent('1,284');
      expect(views).toHaveTextContent('+12.5%');
      const contacts = screen.getByRole('heading', { name: 'Contacts received', level: 3 }).closest('article') as HTMLElement;
      expect(contacts).toHaveTextContent('37');
      expect(contacts).toHaveTextContent('-4.2%');
      const lastUpdate = screen.getByRole('heading', { name: 'Last update', level: 3 }).closest('article') as HTMLElement;
      expect(lastUpdate).toHaveTextContent('11/18/2026');
    });

    it('writes the last update dd/mm/yyyy in French', () => {
      renderWithUi(<MemberStatisticsScreen load={{ status: 'ready' }} statistics={sampleStatistics} onRefresh={vi.fn()} />);
      const lastUpdate = screen.getByRole('heading', { name: 'Dernière mise à jour' }).closest('article') as HTMLElement;
      expect(lastUpdate).toHaveTextContent('18/11/2026');
    });

    it('draws the line of views per day and the pie of contacts', () => {
      renderWithUi(<MemberStatisticsScreen load={{ status: 'ready' }} statistics={sampleStatistics} onRefresh={vi.fn()} />);
      expect(screen.getByRole('img', { name: 'Vues du profil par jour' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Contacts par période' })).toBeInTheDocument();
    });

    it('lists the periods Aujourd’hui, Cette semaine, Ce mois-ci, Cette année with values and one-decimal shares', () => {
      renderWithUi(<MemberStatisticsScreen load={{ status: 'ready' }} statistics={sampleStatistics} onRefresh={vi.fn()} />);
      const section = screen.getByRole('region', { name: 'Contacts par période' });
      const terms = within(section)
        .getAllByRole('term')
        .map((term) => term.textContent);
      expect(terms).toEqual(["Aujourd'hui", 'Cette semaine', 'Ce mois-ci', 'Cette année']);
      const values = within(section)
        .getAllByRole('definition')
        .map((definition) => definition.textContent);
      expect(values).toEqual(['2 (2,9\u00a0%)', '9 (13,0\u00a0%)', '21 (30,4\u00a0%)', '37 (53,6\u00a0%)']);
    });
  });

  describe('when Refresh is clicked', () => {
    it('asks for a reload', async () => {
      const onRefresh = vi.fn();
      const { user } = renderWithUi(<MemberStatisticsScreen load={{ status: 'ready' }} statistics={sampleStatistics} onRefresh={onRefresh} />);
      await user.click(screen.getByRole('button', { name: 'Actualiser' }));
      expect(onRefresh).toHaveBeenCalledTimes(1);
    });
  });

  describe('given no data', () => {
    it("shows 'Aucune donnée disponible' for both charts, zeros and '--/--/----'", () => {
      renderWithUi(<MemberStatisticsScreen load={{ status: 'ready' }} statistics={emptyStatistics} onRefresh={vi.fn()} />);
      expect(screen.getAllByRole('heading', { name: 'Aucune donnée disponible' })).toHaveLength(2);
      expect(screen.queryByRole('img', { name: 'Vues du profil par jour' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Dernière mise à jour' }).closest('article')).toHaveTextContent('--/--/----');
      expect(screen.getByRole('heading', { name: 'Vues du profil' }).closest('article')).toHaveTextContent('0');
    });

    it("says 'No data available' in English", () => {
      renderWithUi(<MemberStatisticsScreen load={{ status: 'ready' }} statistics={emptyStatistics} onRefresh={vi.fn()} />, { locale: 'en' });
      expect(screen.getAllByRole('heading', { name: 'No data available' })).toHaveLength(2);
    });
  });

  describe('given an unreadable last update', () => {
    it('shows the raw value (spec public §5)', () => {
      renderWithUi(<MemberStatisticsScreen load={{ status: 'ready' }} statistics={{ ...sampleStatistics, lastUpdate: 'hier' }} onRefresh={vi.fn()} />);
      expect(screen.getByRole('heading', { name: 'Dernière mise à jour' }).closest('article')).toHaveTextContent('hier');
    });
  });

  describe('given the statistics are loading', () => {
    it('shows a spinner and no Refresh', () => {
      renderWithUi(<MemberStatisticsScreen load={{ status: 'loading' }} onRefresh={vi.fn()} />);
      expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
      expect(screen.queryByRole('button', { name: 'Actualiser' })).not.toBeInTheDocument();
    });
  });

  describe('given a load error', () => {
    it('shows the message and Retry', async () => {
      const onRetry = vi.fn();
      const { user } = renderWithUi(
        <MemberStatisticsScreen load={{ status: 'error', message: 'Statistiques non trouvées pour cette entreprise' }} onRetry={onRetry} onRefresh={vi.fn()} />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Statistiques non trouvées pour cette entreprise');
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });

  describe('given an expired session', () => {
    it('hides Retry (spec public §2.7)', () => {
      renderWithUi(<MemberStatisticsScreen load={{ status: 'sessionExpired' }} onRetry={vi.fn()} onRefresh={vi.fn()} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
      expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    });
  });

  describe('given no company on the account', () => {
    it('says so', () => {
      renderWithUi(<MemberStatisticsScreen load={{ status: 'noCompany' }} onRefresh={vi.fn()} />);
      expect(screen.getByRole('heading', { name: 'Aucune entreprise associée à votre compte' })).toBeInTheDocument();
    });
  });
});
