import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ProviderLink as Link } from '../../provider/LinkProvider';
import { cx } from '../../styles/cx';
import * as styles from './Footer.css';

export interface FooterLink {
  label: ReactNode;
  href: string;
  /** Opens another site in a new tab. */
  external?: boolean;
}

export interface FooterColumn {
  title: ReactNode;
  links: FooterLink[];
}

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  columns?: FooterColumn[];
  /** Who holds the copyright ('AmCham France'). */
  organisation: string;
  /** Copyright year; pass it (rather than reading the clock) so screenshots stay stable. */
  year: number;
  /** Extra content next to the copyright (a language switcher, social links). */
  aside?: ReactNode;
}

export function Footer({ columns = [], organisation, year, aside, className, ...rest }: FooterProps) {
  const intl = useIntl();
  return (
    <footer {...rest} className={cx(styles.root, className)}>
      {columns.length > 0 ? (
        <div className={styles.columns}>
          {columns.map((column, index) => (
            <nav key={index} aria-label={typeof column.title === 'string' ? column.title : undefined}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    {link.external ? (
                      <a className={styles.link} href={link.href} target="_blank" rel="noreferrer noopener">
                        {link.label}
                      </a>
                    ) : (
                      <Link className={styles.link} href={link.href}>
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      ) : null}
      <div className={styles.bottom}>
        <p style={{ margin: 0 }}>{intl.formatMessage({ id: 'ui.footer.copyright' }, { year: String(year), organisation })}</p>
        {aside}
      </div>
    </footer>
  );
}
