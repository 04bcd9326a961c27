import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ProviderLink as Link } from '../../provider/LinkProvider';
import { cx } from '../../styles/cx';
import { IconButton } from '../IconButton';
import * as styles from './TopBar.css';

export interface TopBarNavItem {
  label: ReactNode;
  href: string;
  /** The page the user is on (aria-current). */
  active?: boolean;
  /** Shown right after the item's link, outside it: a link of its own (a count leading to a filtered list). */
  after?: ReactNode;
}

export interface TopBarProps extends HTMLAttributes<HTMLElement> {
  /** The chamber's name, linked to the home page. */
  brandName: string;
  brandHref?: string;
  /** A logo before the name (a Logo or an img). */
  brandLogo?: ReactNode;
  navItems?: TopBarNavItem[];
  /** Accessible name of the navigation; defaults to the catalogue's 'Navigation principale'. */
  navLabel?: string;
  /** Right-hand controls: language switcher, sign-in button, settings menu. */
  end?: ReactNode;
}

/** The site's top bar: brand, main navigation (behind a menu button under 640 px) and end controls. */
export function TopBar({ brandName, brandHref = '/', brandLogo, navItems = [], navLabel, end, className, ...rest }: TopBarProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const navId = useId();

  return (
    <header {...rest} className={cx(styles.root, className)}>
      <Link href={brandHref} className={styles.brand}>
        {brandLogo}
        <span>{brandName}</span>
      </Link>
      {navItems.length > 0 ? (
        <>
          <IconButton
            className={styles.menuButton}
            label={intl.formatMessage({ id: open ? 'ui.topBar.closeMenu' : 'ui.topBar.openMenu' })}
            icon={open ? <X size={20} /> : <Menu size={20} />}
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen((value) => !value)}
          />
          <nav id={navId} className={styles.nav} data-open={open} aria-label={navLabel ?? intl.formatMessage({ id: 'ui.topBar.navigation' })}>
            <ul className={styles.list}>
              {navItems.map((item) => (
                <li key={item.href} className={item.after !== undefined ? styles.itemWithAfter : undefined}>
                  <Link href={item.href} className={styles.link} aria-current={item.active ? 'page' : undefined} onClick={() => setOpen(false)}>
                    {item.label}
                  </Link>
                  {item.after}
                </li>
              ))}
            </ul>
          </nav>
        </>
      ) : null}
      {end !== undefined ? <div className={styles.end}>{end}</div> : null}
    </header>
  );
}
