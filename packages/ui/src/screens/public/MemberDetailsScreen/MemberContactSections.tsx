import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { cx } from '../../../styles/cx';
import { displayWebsite } from '../MemberCard';
import type { MemberSummary } from '../types';
import { sortOpeningHours } from './model';
import type { MemberDetails, OpeningHours, Weekday } from './model';
import * as styles from './MemberDetailsScreen.css';

// How to reach a member, a module of its own: the directory a chamber embeds (EmbedDirectoryScreen) shows this part of
// a member's details only, and so loads none of the other parts' code (MemberDetailsSections.tsx: the gallery, the
// video, the map's loader, the reviews).

/** The ways to reach a member; the app records each as a contact (DESIGN.md: channel email, phone, website). */
export const contactChannels = ['email', 'phone', 'website'] as const;
export type ContactChannel = (typeof contactChannels)[number];

const dayMessage: Record<Weekday, string> = {
  MONDAY: 'public.memberDetails.day.MONDAY',
  TUESDAY: 'public.memberDetails.day.TUESDAY',
  WEDNESDAY: 'public.memberDetails.day.WEDNESDAY',
  THURSDAY: 'public.memberDetails.day.THURSDAY',
  FRIDAY: 'public.memberDetails.day.FRIDAY',
  SATURDAY: 'public.memberDetails.day.SATURDAY',
  SUNDAY: 'public.memberDetails.day.SUNDAY',
};

export interface MemberContactSectionsProps {
  member: MemberDetails;
  /** Opening hours; the panel shows only when there are some (spec public §2.5). */
  schedules?: readonly OpeningHours[];
  /** Computed by the container from the schedules and the current time; no badge when undefined. */
  openNow?: boolean;
  /** A contact link was used (to record the contact; the link still opens). */
  onContactChannel?: (channel: ContactChannel) => void;
  onContactMember?: (member: MemberSummary) => void;
}

/** How to reach the member (phone, e-mail, address, website, 'Contacter') and its opening hours. */
export function MemberContactSections({ member, schedules = [], openNow, onContactChannel, onContactMember }: MemberContactSectionsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const hours = sortOpeningHours(schedules);
  const contacts: Array<{ key: string; icon: ReactNode; label: string; content: ReactNode }> = [];
  if (member.phone) {
    contacts.push({
      key: 'phone',
      icon: <Phone size={18} />,
      label: t('public.memberDetails.phone'),
      content: (
        <a className={styles.link} href={`tel:${member.phone.replace(/[^\d+]/g, '')}`} onClick={() => onContactChannel?.('phone')}>
          {member.phone}
        </a>
      ),
    });
  }
  if (member.email) {
    contacts.push({
      key: 'email',
      icon: <Mail size={18} />,
      label: t('public.memberDetails.email'),
      content: (
        <a className={styles.link} href={`mailto:${member.email}`} onClick={() => onContactChannel?.('email')}>
          {member.email}
        </a>
      ),
    });
  }
  if (member.address) contacts.push({ key: 'address', icon: <MapPin size={18} />, label: t('public.memberDetails.address'), content: member.address });
  if (member.website) {
    contacts.push({
      key: 'website',
      icon: <Globe size={18} />,
      label: t('public.memberDetails.website'),
      content: (
        <a className={styles.link} href={member.website} target="_blank" rel="noopener noreferrer" onClick={() => onContactChannel?.('website')}>
          {displayWebsite(member.website)}
          <span className={styles.closed}> {t('public.memberDetails.newTab')}</span>
        </a>
      ),
    });
  }

  return (
    <aside className={styles.aside} aria-label={t('public.memberDetails.contactTitle')}>
      <section className={styles.panel} aria-labelledby="member-contact">
        <h2 id="member-contact" className={styles.panelTitle}>
          {t('public.memberDetails.contactTitle')}
        </h2>
        {contacts.length > 0 ? (
          <ul className={styles.contactList}>
            {contacts.map((contact) => (
              <li key={contact.key} className={styles.contactItem}>
                <span className={styles.contactIcon} role="img" aria-label={contact.label}>
                  {contact.icon}
                </span>
                <span>{contact.content}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.text}>{t('public.memberDetails.noContact')}</p>
        )}
        {onContactMember ? (
          <Button variant="secondary" leadingIcon={<Mail size={18} />} onClick={() => onContactMember(member)}>
            {t('public.memberDetails.contact')}
          </Button>
        ) : null}
      </section>
      {hours.length > 0 ? (
        <section className={styles.panel} aria-labelledby="member-hours">
          <div className={styles.panelHead}>
            <h2 id="member-hours" className={styles.panelTitle}>
              {t('public.memberDetails.hoursTitle')}
            </h2>
            {openNow === undefined ? null : (
              <Badge tone={openNow ? 'success' : 'neutral'}>{t(openNow ? 'public.memberDetails.openNow' : 'public.memberDetails.closedNow')}</Badge>
            )}
          </div>
          <table className={styles.hoursTable}>
            <caption className={styles.hoursCaption}>{t('public.memberDetails.hoursCaption')}</caption>
            <tbody>
              {hours.map((day) => (
                <tr key={day.dayOfWeek} className={styles.hoursRow}>
                  <th scope="row" className={styles.hoursDay}>
                    {t(dayMessage[day.dayOfWeek])}
                  </th>
                  <td className={cx(styles.hoursTime, day.closed && styles.closed)}>
                    {day.closed || !day.openingTime || !day.closingTime
                      ? t('public.memberDetails.closed')
                      : t('public.memberDetails.timeRange', { from: day.openingTime, to: day.closingTime })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </aside>
  );
}
