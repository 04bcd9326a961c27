import { Code, FolderTree, History, LogOut, Mail, Tags, UserCog, Users } from 'lucide-react';
import { Badge } from '../../../components/Badge';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, SettingsMenuTrigger } from '../../../components/DropdownMenu';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { Logo } from '../../../components/Logo';
import { Select, selectAllValue } from '../../../components/Select';
import { chosenFlag } from '../../../components/CountryFlag';
import { TopBar } from '../../../components/TopBar';
import { ProviderLink as Link } from '../../../provider/LinkProvider';
import { adminSections, adminSettings } from '../types';
import type { AdminChamber, AdminSection, AdminSetting } from '../types';
import * as styles from './AdminHeader.css';

const navMessage: Record<AdminSection, string> = {
  members: 'admin.header.nav.members',
  banners: 'admin.header.nav.banners',
  announcements: 'admin.header.nav.announcements',
  statistics: 'admin.header.nav.statistics',
  amcham: 'admin.header.nav.amcham',
};

const settingsItems: Record<AdminSetting, { message: string; icon: ReactNode }> = {
  sectors: { message: 'admin.header.settings.sectors', icon: <FolderTree size={16} /> },
  categories: { message: 'admin.header.settings.categories', icon: <Tags size={16} /> },
  journal: { message: 'admin.header.settings.journal', icon: <History size={16} /> },
  embed: { message: 'admin.header.settings.embed', icon: <Code size={16} /> },
  accounts: { message: 'admin.header.settings.accounts', icon: <Users size={16} /> },
  account: { message: 'admin.header.settings.account', icon: <UserCog size={16} /> },
  mails: { message: 'admin.header.settings.mails', icon: <Mail size={16} /> },
};

export interface AdminHeaderProps {
  /** The page's title (spec admin §2: every admin page has a header bar with its title). */
  title: string;
  /** Where each section of the navigation leads (the app's routes). */
  sectionHrefs: Readonly<Record<AdminSection, string>>;
  /** Where each item of the Parameters menu leads (the app's routes). */
  settingHrefs: Readonly<Record<AdminSetting, string>>;
  /** The section whose navigation item is highlighted (from the URL). */
  activeSection?: AdminSection;
  /** Code of the current language ('fr' or 'en'). */
  language: string;
  onLanguageChange: (code: string) => void;
  /**
   * The chamber the pages show: its logo and name on the right. Omitted, the generic Administrator placeholder with
   * the default logo shows (spec admin §2: an administrator has no company of its own).
   */
  chamber?: AdminChamber;
  /**
   * The network administrator's chamber picker: the chambers it may act on, and the whole network (omitted for a
   * chamber administrator).
   */
  chambers?: readonly AdminChamber[];
  /** A chamber picked, or the whole network (null). */
  onChamberChange?: (chamberId: number | null) => void;
  /** The network administrator looks at the whole network: the picker and the right side say so. */
  network?: boolean;
  /** The Parameters menu also links to the outbox of the service's mails (the network administrator's only). */
  showMails?: boolean;
  onSignOut: () => void;
  signingOut?: boolean;
  /** Where the platform title leads (the public home). */
  homeHref: string;
  /** Membership applications awaiting the chamber's answer: a count beside Members ("Candidatures"), none at 0. */
  pendingApplications?: number;
  /** Where the count leads (the members list filtered to the applications); the count is a link of its own then. */
  applicationsHref?: string;
}

/**
 * The back-office header (spec admin §2): navigation Members, Banners, Announcements, Statistics, Amcham with the
 * active item; the language popup; the settings gear's Parameters menu (Sectors and Categories management, the
 * change log of the audit trail, the directory embedded on the chamber's site, the accounts the administrator looks after, its own account and, for the network
 * administrator, the Mails); the chamber's logo and name (or the Administrator placeholder), the network
 * administrator's chamber picker; sign-out.
 * The popup and the menu are mutually exclusive: each closes on a click outside it, the other's trigger included.
 * Under 640 px the navigation folds behind a menu button.
 */
export function AdminHeader({
  title,
  sectionHrefs,
  settingHrefs,
  activeSection,
  language,
  onLanguageChange,
  chamber,
  chambers,
  onChamberChange,
  network = false,
  showMails = false,
  onSignOut,
  signingOut = false,
  homeHref,
  pendingApplications = 0,
  applicationsHref,
}: AdminHeaderProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const applicationsBadge =
    pendingApplications > 0 ? (
      <Badge
        tone="danger"
        size="sm"
        className={styles.badge}
        aria-label={intl.formatMessage({ id: 'admin.header.pendingApplications' }, { count: pendingApplications })}
      >
        {pendingApplications}
      </Badge>
    ) : null;
  const applicationsLink =
    pendingApplications > 0 && applicationsHref !== undefined ? (
      <Link
        href={applicationsHref}
        className={styles.badgeLink}
        aria-label={intl.formatMessage({ id: 'admin.header.pendingApplications' }, { count: pendingApplications })}
      >
        <Badge tone="danger" size="sm">
          {pendingApplications}
        </Badge>
      </Link>
    ) : undefined;
  const navItems = adminSections.map((section) => ({
    href: sectionHrefs[section],
    after: section === 'members' ? applicationsLink : undefined,
    label:
      section === 'members' && applicationsBadge && applicationsLink === undefined ? (
        <>
          {t(navMessage[section])}
          {applicationsBadge}
        </>
      ) : (
        t(navMessage[section])
      ),
    active: section === activeSection,
  }));

  return (
    <div className={styles.header}>
      <TopBar
        brandName={t('admin.header.brand')}
        brandHref={homeHref}
        navItems={navItems}
        navLabel={t('admin.header.navLabel')}
        end={
          <div className={styles.end}>
            <LanguageSwitcher value={language} onChange={onLanguageChange} />
            <DropdownMenu modal={false}>
              <SettingsMenuTrigger />
              <DropdownMenuContent>
                <DropdownMenuLabel>{t('admin.header.settings.title')}</DropdownMenuLabel>
                {adminSettings
                  .filter((setting) => setting !== 'mails' || showMails)
                  .map((setting) => (
                    <DropdownMenuItem key={setting} href={settingHrefs[setting]} icon={settingsItems[setting].icon}>
                      {t(settingsItems[setting].message)}
                    </DropdownMenuItem>
                  ))}
              </DropdownMenuContent>
            </DropdownMenu>
            <Button variant="ghost" size="sm" leadingIcon={<LogOut size={16} />} busy={signingOut} onClick={onSignOut} aria-label={t('admin.header.signOut')}>
              <span className={styles.signOutLabel}>{t('admin.header.signOut')}</span>
            </Button>
          </div>
        }
      />
      <div className={styles.band}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.chamberArea}>
          {chambers && chambers.length > 0 && onChamberChange ? (
            <Select
              className={styles.picker}
              label={t('admin.header.chamberPicker')}
              size="sm"
              value={network ? selectAllValue : chamber ? String(chamber.id) : ''}
              placeholder={t('admin.header.chamberPickerPlaceholder')}
              allOption={t('admin.header.network')}
              options={chambers.map((option) => ({ value: String(option.id), label: option.name }))}
              leading={network ? undefined : chosenFlag(chambers, chamber ? String(chamber.id) : '')}
              onValueChange={(value) => onChamberChange(value === selectAllValue ? null : Number(value))}
            />
          ) : null}
          <div className={styles.chamber}>
            <Logo
              name={network ? t('admin.header.network') : (chamber?.name ?? t('admin.header.placeholder.name'))}
              src={network ? undefined : chamber?.logoUrl}
              size="sm"
              loading="eager"
            />
            <div className={styles.identity}>
              <p className={styles.name}>{network ? t('admin.header.network') : (chamber?.name ?? t('admin.header.placeholder.name'))}</p>
              <p className={styles.role}>
                {network ? t('admin.header.networkRole') : chamber ? t('admin.header.chamberRole') : t('admin.header.placeholder.role')}
              </p>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
