import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, ButtonLink } from '../../../components/Button';
import { Logo } from '../../../components/Logo';
import type { MemberSummary } from '../types';
import * as styles from './MemberCard.css';

/** The website without its scheme, as people read it ('https://acme.fr/' -> 'acme.fr'). */
export function displayWebsite(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

export interface MemberCardProps {
  member: MemberSummary;
  /** 'Contacter' (spec public §2.3: opens the mail client, or says that no e-mail is available); no button when omitted. */
  onContact?: (member: MemberSummary) => void;
  /** The member's page (spec public §2.5), 'Voir la fiche'. */
  detailsHref: string;
  headingLevel?: 3 | 4;
}

/** A member company: logo (placeholder when missing or broken), name, sector, country, contacts, actions. */
export function MemberCard({ member, onContact, detailsHref, headingLevel = 3 }: MemberCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const sectorAndCountry = [member.sector, member.country].filter(Boolean).join(' · ');
  const details: Array<{ key: string; icon: ReactNode; label: string; content: ReactNode }> = [];
  if (member.address)
    details.push({ key: 'address', icon: <MapPin size={16} />, label: intl.formatMessage({ id: 'public.member.address' }), content: member.address });
  if (member.website) {
    details.push({
      key: 'website',
      icon: <Globe size={16} />,
      label: intl.formatMessage({ id: 'public.member.website' }),
      content: (
        <a className={styles.link} href={member.website} target="_blank" rel="noopener noreferrer">
          {displayWebsite(member.website)}
        </a>
      ),
    });
  }
  if (member.phone) {
    details.push({
      key: 'phone',
      icon: <Phone size={16} />,
      label: intl.formatMessage({ id: 'public.member.phone' }),
      content: (
        <a className={styles.link} href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}>
          {member.phone}
        </a>
      ),
    });
  }
  if (member.email) {
    details.push({
      key: 'email',
      icon: <Mail size={16} />,
      label: intl.formatMessage({ id: 'public.member.email' }),
      content: (
        <a className={styles.link} href={`mailto:${member.email}`}>
          {member.email}
        </a>
      ),
    });
  }

  return (
    <article className={styles.card} aria-label={member.name}>
      <div className={styles.head}>
        <Logo name={member.name} src={member.logoUrl} size="lg" />
        <div>
          <Heading className={styles.name}>{member.name}</Heading>
          {sectorAndCountry ? <p className={styles.meta}>{sectorAndCountry}</p> : null}
        </div>
      </div>
      {details.length > 0 ? (
        <ul className={styles.details}>
          {details.map((detail) => (
            <li key={detail.key} className={styles.detail}>
              <span className={styles.detailIcon} role="img" aria-label={detail.label}>
                {detail.icon}
              </span>
              <span>{detail.content}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        {onContact ? (
          <Button variant="secondary" size="sm" leadingIcon={<Mail size={16} />} onClick={() => onContact(member)}>
            {intl.formatMessage({ id: 'public.member.contact' })}
          </Button>
        ) : null}
        <ButtonLink href={detailsHref} size="sm" aria-label={intl.formatMessage({ id: 'public.member.viewProfileOf' }, { name: member.name })}>
          {intl.formatMessage({ id: 'public.member.viewProfile' })}
        </ButtonLink>
      </div>
    </article>
  );
}
