import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../../styles/a11y.css';
import { AppPromotion } from '../AppPromotion';
import type { AppPromotionProps } from '../AppPromotion';
import { MembersSection } from '../MembersSection';
import type { MembersSectionProps } from '../MembersSection';
import { SearchPanel } from '../SearchPanel';
import type { SearchPanelProps } from '../SearchPanel';
import { StatsStrip } from '../StatsStrip';
import type { StatsStripProps } from '../StatsStrip';
import * as styles from './HomeScreen.css';

export interface HomeScreenProps {
  /**
   * The `HeroSlideshow` element. The carousels come as elements rather than props so that an app can render each
   * from a container of its own: a slide changing every few seconds then re-renders that carousel, not the page.
   */
  hero: ReactNode;
  search: SearchPanelProps;
  stats: StatsStripProps;
  /**
   * The `NewsSection` element, with the id `annonces` (see `hero`): below the first screen, so that an app may also
   * load its code after the page's, off its first JavaScript.
   */
  news: ReactNode;
  members: Omit<MembersSectionProps, 'id'>;
  app: AppPromotionProps;
  /** The `PartnersCarousel` element (see `hero`). */
  partners: ReactNode;
}

/**
 * The home page (spec public §2.3) from its sections, in the spec's order, with the #accueil, #annonces and
 * #annuaires anchors of the header. Each section is also exported alone. Its level-1 heading names the page and
 * never changes (the hero's headline, a level-2 heading, changes with every slide); it is for assistive technologies
 * and search engines, the hero being the page's visible title.
 */
export function HomeScreen({ hero, search, stats, news, members, app, partners }: HomeScreenProps) {
  const intl = useIntl();
  return (
    <div className={styles.home}>
      <h1 className={visuallyHidden}>{intl.formatMessage({ id: 'public.home.title' })}</h1>
      <div id="accueil" className={styles.anchor}>
        {hero}
      </div>
      <div className={styles.search}>
        <SearchPanel {...search} />
      </div>
      <StatsStrip {...stats} />
      {news}
      <MembersSection {...members} id="annuaires" />
      <AppPromotion {...app} />
      {partners}
    </div>
  );
}
