import { useIntl } from 'react-intl';
import { ProviderLink as Link } from '../../../provider/LinkProvider';
import * as styles from './PublicFooter.css';

export interface PublicFooterProps {
  /** Where 'Espace membre' leads (/login, or the member space when signed in). */
  memberSpaceHref: string;
  /** The public pages the footer lists. */
  homeHref: string;
  membersHref: string;
  newsHref: string;
  /** Where 'Devenir membre' leads (the membership application); no link when omitted. */
  applyHref?: string;
  /** Year of the copyright line; the current year by default (stories pin it for stable screenshots). */
  year?: number;
}

/** The public footer: what the directory is, the public pages, the copyright. */
export function PublicFooter({ memberSpaceHref, homeHref, membersHref, newsHref, applyHref, year = new Date().getFullYear() }: PublicFooterProps) {
  const intl = useIntl();
  const links = [
    { href: homeHref, id: 'public.footer.home' },
    { href: membersHref, id: 'public.footer.members' },
    { href: newsHref, id: 'public.footer.news' },
    ...(applyHref === undefined ? [] : [{ href: applyHref, id: 'public.footer.apply' }]),
    { href: memberSpaceHref, id: 'public.footer.memberSpace' },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div>
          <p className={styles.brand}>{intl.formatMessage({ id: 'public.header.brand' })}</p>
          <p className={styles.about}>{intl.formatMessage({ id: 'public.footer.about' })}</p>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'public.footer.navLabel' })}>
          <h2 className={styles.heading}>{intl.formatMessage({ id: 'public.footer.navLabel' })}</h2>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.id}>
                <Link href={link.href} className={styles.link}>
                  {intl.formatMessage({ id: link.id })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.legal}>{intl.formatMessage({ id: 'public.footer.copyright' }, { year })}</p>
    </footer>
  );
}
