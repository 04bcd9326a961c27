import type { MemberSummary } from '@annuaire/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useRecordContactMutation } from '../data/tracking';

/** How the app leaves for the mail client; a seam so tests see the address without navigating jsdom away. */
export const mailClient = {
  open(address: string) {
    window.location.href = `mailto:${address}`;
  },
};

/**
 * 'Contacter' (spec public §2.3, §5): opens the mail client and records the contact (DESIGN.md statistics), or says
 * 'Adresse email non disponible pour ce membre.' when the member has no usable e-mail.
 */
export function useContactMember(): (member: MemberSummary) => void {
  const intl = useIntl();
  const [recordContact] = useRecordContactMutation();
  return useCallback(
    (member: MemberSummary) => {
      const email = member.email?.trim();
      if (!email || !email.includes('@')) {
        window.alert(intl.formatMessage({ id: 'public.member.noEmail' }));
        return;
      }
      const companyId = Number(member.id);
      if (Number.isInteger(companyId)) void recordContact({ companyId, channel: 'email' });
      mailClient.open(email);
    },
    [intl, recordContact],
  );
}
