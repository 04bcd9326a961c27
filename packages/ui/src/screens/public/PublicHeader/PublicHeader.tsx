import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/Button';
import { IconButton } from '../../../components/IconButton';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { ProviderLink as Link } from '../../../provider/LinkProvider';
import * as styles from './PublicHeader.css';

/** The home page's sections, by their anchors (DESIGN.md routes: #accueil, #annonces, #annuaires). */
export const publicSections = ['accueil', 'annonces', 'annuaires'] as const;
export type PublicSection = (typeof publicSections)[number];

const sectionMessage: Record<PublicSection, string> = {
  accueil: 'public.header.home',
  annonces: 'public.header.announcements',
  annuaires: 'public.header.directories',
};

export interface PublicHeaderProps {
  /** The highlighted menu item; the container follows the URL fragment and the scroll position (spec public §2.2). */
  activeSection?: PublicSection;
  /** Where the 'Espace membre' button leads: /login, or the member space when signed in. */
  memberSpaceHref: string;
  /** Where 'Devenir membre' leads (the membership application), after the sections; no link when omitted. */
  applyHref?: string;
  /** Prefix of the section links: '' on the home page (plain anchors), '/' elsewhere (back to home at the anchor). */
  homeHref: string;
  /**
   * A menu item was chosen. The container may call `event.preventDefault()` and smooth-scroll itself
   * (spec public §2.2: 80 px offset after 100 ms); otherwise the browser follows the anchor.
   */
  onSectionSelect?: (section: PublicSection, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Controlled state of the mobile menu; uncontrolled when omitted. */
  menuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  /** Overrides the catalogue's tagline. */
  tagline?: string;
  /** Code of the active language; the provider's locale by default. */
  language?: string;
  /** The language popup of the top bar (spec public §2.2); shown when the container handles the choice. */
  onLanguageChange?: (code: string) => void;
}

/** The public top bar (tagline, language), the main navigation and the mobile hamburger menu (spec public §2.2). */
export function PublicHeader({
  activeSection,
  memberSpaceHref,
  applyHref,
  homeHref,
  onSectionSelect,
  menuOpen,
  onMenuOpenChange,
  tagline,
  language,
  onLanguageChange,
}: PublicHeaderProps) {
  const intl = useIntl();
  const menuId = useId();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = menuOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (menuOpen === undefined) setUncontrolledOpen(next);
    onMenuOpenChange?.(next);
  };

  const links = (linkClass: string, closeOnSelect: boolean) => [
    ...publicSections.map((section) => (
      <li key={section}>
        <Link
          href={`${homeHref}#${section}`}
          className={linkClass}
          aria-current={section === activeSection ? 'location' : undefined}
          onClick={(event) => {
            onSectionSelect?.(section, event);
            if (closeOnSelect) setOpen(false);
          }}
        >
          {intl.formatMessage({ id: sectionMessage[section] })}
        </Link>
      </li>
    )),
    applyHref === undefined ? null : (
      <li key="apply">
        <Link href={applyHref} className={linkClass} onClick={() => closeOnSelect && setOpen(false)}>
          {intl.formatMessage({ id: 'public.header.apply' })}
        </Link>
      </li>
    ),
  ];

  const memberSpaceLabel = intl.formatMessage({ id: 'public.header.memberSpace' });

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <p className={styles.tagline}>{tagline ?? intl.formatMessage({ id: 'public.header.tagline' })}</p>
        {onLanguageChange ? <LanguageSwitcher variant="inverse" value={language ?? intl.locale} onChange={onLanguageChange} /> : null}
      </div>
      <div className={styles.mainBar}>
        <Link href={homeHref === '' ? '#accueil' : homeHref} className={styles.brand} onClick={() => open && setOpen(false)}>
          {intl.formatMessage({ id: 'public.header.brand' })}
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'public.header.navLabel' })} className={styles.desktopNav}>
          <ul className={styles.navList}>{links(styles.navLink, false)}</ul>
        </nav>
        <ButtonLink href={memberSpaceHref} variant="primary" className={styles.memberSpace}>
          {memberSpaceLabel}
        </ButtonLink>
        <IconButton
          className={styles.menuButton}
          label={intl.formatMessage({ id: open ? 'public.header.closeMenu' : 'public.header.openMenu' })}
          icon={open ? <X size={22} /> : <Menu size={22} />}
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(!open)}
        />
      </div>
      {open ? (
        <nav id={menuId} aria-label={intl.formatMessage({ id: 'public.header.mobileNavLabel' })} className={styles.mobileNav}>
          <ul className={styles.mobileList}>{links(styles.mobileLink, true)}</ul>
          <ButtonLink href={memberSpaceHref} variant="primary" fullWidth className={styles.mobileMemberSpace}>
            {memberSpaceLabel}
          </ButtonLink>
        </nav>
      ) : null}
    </header>
  );
}
