import type { Application, Language } from '@annuaire/api';
import { MembershipApplicationsPanel, type MembershipApplicationRow } from '@annuaire/ui';
import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { apiErrorOf } from '../../data/serviceCall';
import { usePendingApplicationsQuery } from '../../data/applications';
import { useApproveApplicationMutation, useRefuseApplicationMutation } from './adminMembersApi';

function toApplicationRow(application: Application, language: Language): MembershipApplicationRow {
  return {
    id: application.companyId,
    companyName: application.companyName,
    sector: language === 'en' ? application.sectorNameEn : application.sector,
    country: application.country,
    representativeName: application.representativeName,
    representativeEmail: application.representativeEmail,
    submittedAt: application.submittedAt,
    overdue: application.overdue,
    nameInDirectory: application.nameInDirectory,
  };
}

export interface MembershipApplicationsContainerProps {
  chamberId: number;
  /** A decision was made (the members list says so) or refused by the service (its message). */
  onDecided: (outcome: { tone: 'success' | 'error'; message: string }) => void;
  /** The texts of the outcomes, in the interface language. */
  messages: { approved: (name: string) => string; refused: (name: string) => string; failed: string };
}

/** The chamber's pending membership applications above its members ("Candidatures"); nothing while there are none. */
export function MembershipApplicationsContainer({ chamberId, onDecided, messages }: MembershipApplicationsContainerProps) {
  const language = useAppSelector((state) => state.language.current);
  const pending = usePendingApplicationsQuery(chamberId);
  const [approve] = useApproveApplicationMutation();
  const [refuse] = useRefuseApplicationMutation();
  const [deciding, setDeciding] = useState<ReadonlySet<number>>(() => new Set());

  const decide = async (row: MembershipApplicationRow, call: () => Promise<{ error?: unknown }>, done: string) => {
    setDeciding((ids) => new Set(ids).add(row.id));
    const result = await call();
    onDecided(
      'error' in result && result.error !== undefined
        ? { tone: 'error', message: apiErrorOf(result.error)?.message ?? messages.failed }
        : { tone: 'success', message: done },
    );
    setDeciding((ids) => {
      const next = new Set(ids);
      next.delete(row.id);
      return next;
    });
  };

  const applications = pending.data?.content ?? [];
  if (applications.length === 0) return null;
  return (
    <MembershipApplicationsPanel
      applications={applications.map((application) => toApplicationRow(application, language))}
      decidingIds={deciding}
      onApprove={(row) => void decide(row, () => approve(row.id), messages.approved(row.companyName))}
      onRefuse={(row, reason) => void decide(row, () => refuse({ companyId: row.id, reason }), messages.refused(row.companyName))}
    />
  );
}
