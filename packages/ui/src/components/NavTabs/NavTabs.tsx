import { cva } from 'class-variance-authority';
import type { MouseEvent, ReactNode } from 'react';
import { ProviderLink as Link } from '../../provider/LinkProvider';
import { cx } from '../../styles/cx';
import * as styles from './NavTabs.css';

export const navTabsVariants = ['underline', 'pill'] as const;
export type NavTabsVariant = (typeof navTabsVariants)[number];

const list = cva(styles.list, { variants: { variant: styles.listVariant } });
const link = cva(styles.link, { variants: { variant: styles.linkVariant } });

export interface NavTabItem {
  href: string;
  label: ReactNode;
  /** Decorative icon before the label. */
  icon?: ReactNode;
}

export interface NavTabsProps {
  items: readonly NavTabItem[];
  /** The href of the current route: that item is highlighted and marked aria-current="page". */
  activeHref: string;
  /** Name of the navigation landmark (e.g. 'Espace membre'). */
  label: string;
  /** Called when the user follows a tab that is not the active one. */
  onNavigate?: (href: string) => void;
  variant?: NavTabsVariant;
  /** Under the tablet width, the tabs share the width equally, icon above label, so that all of them show on a phone. */
  fill?: boolean;
  className?: string;
}

/**
 * Navigation tabs between routes (member space: A propos, Médias, Horaires, Statistiques; admin header).
 * Spec public §2.7: a tab navigates only when not already on its route, so the active tab's click does nothing.
 */
export function NavTabs({ items, activeHref, label, onNavigate, variant = 'underline', fill = false, className }: NavTabsProps) {
  return (
    <nav aria-label={label} className={cx(styles.nav, className)} data-variant={variant} data-fill={fill || undefined}>
      <ul className={cx(list({ variant }), fill && styles.listFill)}>
        {items.map((item) => {
          const active = item.href === activeHref;
          const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
            if (active) {
              event.preventDefault();
              return;
            }
            onNavigate?.(item.href);
          };
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cx(link({ variant }), fill && styles.linkFill)}
                onClick={handleClick}
              >
                {item.icon ? (
                  <span aria-hidden="true" className={styles.icon}>
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
