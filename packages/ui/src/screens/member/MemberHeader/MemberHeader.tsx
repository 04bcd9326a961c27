import { ChartColumn, Clock, Images, Info, LogOut, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { Logo } from '../../../components/Logo';
import { NavTabs } from '../../../components/NavTabs';
import type { NavTabItem } from '../../../components/NavTabs';
import { TopBar } from '../../../components/TopBar';
import { memberTabs } from '../types';
import type { MemberCompany, MemberTab } from '../types';
import * as styles from './MemberHeader.css';

const tabs: Record<MemberTab, { message: string; icon: ReactNode }> = {
  about: { message: 'member.header.tab.about', icon: <Info size={16} /> },
  media: { message: 'member.header.tab.media', icon: <Images size={16} /> },
  hours: { message: 'member.header.tab.hours', icon: <Clock size={16} /> },
  statistics: { message: 'member.header.tab.statistics', icon: <ChartColumn size={16} /> },
  account: { message: 'member.header.tab.account', icon: <UserCog size={16} /> },
};

export interface MemberHeaderProps {
  /** Where each tab leads (the app's routes). */
  tabHrefs: Readonly<Record<MemberTab, string>>;
  /** The current page's tab: highlighted, and following it does not navigate again (spec public §2.7). */
  activeTab: MemberTab;
  /** The signed-in user's company (logo, name, sector); omitted while loading or when there is none. */
  company?: Pick<MemberCompany, 'name' | 'sector' | 'logoUrl'>;
  /** Code of the current language ('fr' or 'en'). */
  language: string;
  onLanguageChange: (code: string) => void;
  /** Called when the user follows another tab (the link navigates through the provider's link component). */
  onNavigate?: (tab: MemberTab) => void;
  onSignOut: () => void;
  /** A sign-out in progress: the button is busy. */
  signingOut?: boolean;
  /** Where the platform title leads (the public home). */
  homeHref: string;
}

/**
 * The member space's header (spec public §2.7): platform title, language popup (closes on outside click or Escape),
 * sign-out, the company's logo, name and sector, and the tabs A propos, Médias, Horaires, Statistiques and Mon compte.
 * Only the tab bar stays at the top of the window while the page scrolls (a whole header kept there took about 210 px
 * of a 375 px phone): the header's parts are siblings in the page's column, so the bar sticks for the whole page.
 */
export function MemberHeader({
  tabHrefs,
  activeTab,
  company,
  language,
  onLanguageChange,
  onNavigate,
  onSignOut,
  signingOut = false,
  homeHref,
}: MemberHeaderProps) {
  const intl = useIntl();
  const items: NavTabItem[] = memberTabs.map((tab) => ({ href: tabHrefs[tab], label: intl.formatMessage({ id: tabs[tab].message }), icon: tabs[tab].icon }));

  return (
    <>
      <TopBar
        brandName={intl.formatMessage({ id: 'member.header.brand' })}
        brandHref={homeHref}
        end={
          <div className={styles.end}>
            <span className={styles.space}>{intl.formatMessage({ id: 'member.header.space' })}</span>
            <LanguageSwitcher value={language} onChange={onLanguageChange} />
            <Button variant="ghost" size="sm" leadingIcon={<LogOut size={16} />} busy={signingOut} onClick={onSignOut}>
              {intl.formatMessage({ id: 'member.header.signOut' })}
            </Button>
          </div>
        }
      />
      {company ? (
        <div className={styles.band}>
          <div className={styles.company}>
            <Logo name={company.name} src={company.logoUrl} size="md" loading="eager" />
            <div className={styles.identity}>
              <p className={styles.name}>{company.name}</p>
              {company.sector ? <p className={styles.sector}>{company.sector}</p> : null}
            </div>
          </div>
        </div>
      ) : null}
      <div className={styles.tabBar}>
        <NavTabs
          className={styles.tabs}
          items={items}
          activeHref={tabHrefs[activeTab]}
          label={intl.formatMessage({ id: 'member.header.navLabel' })}
          onNavigate={(href) => {
            const tab = memberTabs.find((candidate) => tabHrefs[candidate] === href);
            if (tab) onNavigate?.(tab);
          }}
          fill
        />
      </div>
    </>
  );
}
