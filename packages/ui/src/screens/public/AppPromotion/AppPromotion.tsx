import { Apple, Bell, Building2, Download, MessageCircle, Play, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as styles from './AppPromotion.css';

/** The four features of the mobile app (spec public §2.3). */
export const appFeatures = ['search', 'profiles', 'news', 'contact'] as const;
export type AppFeature = (typeof appFeatures)[number];

const features: Record<AppFeature, { icon: ReactNode; title: string; text: string }> = {
  search: { icon: <Search size={20} />, title: 'public.app.feature.search.title', text: 'public.app.feature.search.text' },
  profiles: { icon: <Building2 size={20} />, title: 'public.app.feature.profiles.title', text: 'public.app.feature.profiles.text' },
  news: { icon: <Bell size={20} />, title: 'public.app.feature.news.title', text: 'public.app.feature.news.text' },
  contact: { icon: <MessageCircle size={20} />, title: 'public.app.feature.contact.title', text: 'public.app.feature.contact.text' },
};

export interface AppPromotionProps {
  /** Spec public §1: the Apple store button only tells that the app is not yet available; the app shows that alert. */
  onAppleStore: () => void;
  onGooglePlay: () => void;
  /**
   * Given where the browser offers to install the portal (the app knows it from the browser): an install button then
   * takes the Apple store button's place, in the same box, and the not-yet-available alert has no button to come from.
   */
  onInstall?: () => void;
}

/** The mobile-app promotion of the home page: four features and the store buttons. */
export function AppPromotion({ onAppleStore, onGooglePlay, onInstall }: AppPromotionProps) {
  const intl = useIntl();
  const appStore = intl.formatMessage({ id: 'public.app.appStore' });
  const install = intl.formatMessage({ id: 'public.app.install' });
  return (
    <section aria-labelledby="app-promotion-title" className={styles.section}>
      <div>
        <h2 id="app-promotion-title" className={styles.title}>
          {intl.formatMessage({ id: 'public.app.title' })}
        </h2>
        <p className={styles.intro}>{intl.formatMessage({ id: 'public.app.intro' })}</p>
        <div className={styles.stores}>
          {/* the install button and the Apple one share one box: each holds the other's label, hidden, so that the
              browser's offer, known only once the page has started, moves nothing in the section */}
          <Button variant="primary" size="lg" leadingIcon={onInstall ? <Download size={20} /> : <Apple size={20} />} onClick={onInstall ?? onAppleStore}>
            <span className={styles.firstStoreLabels}>
              <span>{onInstall ? install : appStore}</span>
              <span aria-hidden="true" className={styles.reservedLabel}>
                {onInstall ? appStore : install}
              </span>
            </span>
          </Button>
          <Button variant="secondary" size="lg" leadingIcon={<Play size={20} />} onClick={onGooglePlay}>
            {intl.formatMessage({ id: 'public.app.googlePlay' })}
          </Button>
        </div>
      </div>
      <ul className={styles.features}>
        {appFeatures.map((feature) => (
          <li key={feature} className={styles.feature}>
            <span className={styles.featureIcon} aria-hidden="true">
              {features[feature].icon}
            </span>
            <div>
              <h3 className={styles.featureTitle}>{intl.formatMessage({ id: features[feature].title })}</h3>
              <p className={styles.featureText}>{intl.formatMessage({ id: features[feature].text })}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
