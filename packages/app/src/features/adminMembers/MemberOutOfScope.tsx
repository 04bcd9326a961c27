import { ButtonLink, EmptyState } from '@annuaire/ui';
import type { Company } from '@annuaire/api';
import { useIntl } from 'react-intl';
import { useCurrentUserQuery } from '../../data/account';

/**
 * Whether the signed-in administrator may act on this member: the network administrator on any, a chamber
 * administrator on its own chamber's only. The service refuses every write out of scope (403) and hides members that
 * are not public; this keeps another chamber's public member from opening as if it could be managed.
 */
export function useMemberInScope(company: Pick<Company, 'countryAmchamId'> | undefined): boolean | undefined {
  const user = useCurrentUserQuery();
  if (!company || !user.data) return undefined;
  return user.data.profil === 'ADMIN_RESEAU' || user.data.countryAmchamId === company.countryAmchamId;
}

/** What the view and edit pages show for a member of another chamber. */
export function MemberOutOfScope() {
  const intl = useIntl();
  return (
    <EmptyState
      headingLevel={2}
      title={intl.formatMessage({ id: 'app.admin.forbidden.title' })}
      description={intl.formatMessage({ id: 'app.admin.forbidden.description' })}
      action={<ButtonLink href="/admin/members">{intl.formatMessage({ id: 'app.admin.forbidden.back' })}</ButtonLink>}
    />
  );
}
