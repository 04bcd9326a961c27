import { useIntl } from 'react-intl';
import { Badge } from '../Badge';
import type { BadgeProps, BadgeTone } from '../Badge';

/** Statuses of the specs (admin §1-2: members Actif/Inactif/En attente, banners Actif/Expiré/En attente, announcements Publié). */
export const statuses = ['ACTIVE', 'INACTIVE', 'PENDING', 'EXPIRED', 'PUBLISHED'] as const;
export type Status = (typeof statuses)[number];

export const statusTones: Record<Status, BadgeTone> = {
  ACTIVE: 'success',
  INACTIVE: 'neutral',
  PENDING: 'warning',
  EXPIRED: 'danger',
  PUBLISHED: 'info',
};

const messageIds: Record<Status, string> = {
  ACTIVE: 'ui.statusBadge.active',
  INACTIVE: 'ui.statusBadge.inactive',
  PENDING: 'ui.statusBadge.pending',
  EXPIRED: 'ui.statusBadge.expired',
  PUBLISHED: 'ui.statusBadge.published',
};

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  status: Status;
  /** Overrides the catalogue's label. */
  label?: string;
}

export function StatusBadge({ status, label, ...rest }: StatusBadgeProps) {
  const intl = useIntl();
  return (
    <Badge {...rest} tone={statusTones[status]} data-status={status}>
      {label ?? intl.formatMessage({ id: messageIds[status] })}
    </Badge>
  );
}
