import { partnerLogoUrl, type CountryAmcham } from '@annuaire/api';
import type { AdminChamber } from '@annuaire/ui';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useChambersQuery, useCurrentUserQuery } from '../data/account';
import { adminActions } from '../state/admin/adminSlice';

function toAdminChamber(chamber: CountryAmcham): AdminChamber {
  return { id: chamber.id, name: chamber.name, logoUrl: partnerLogoUrl(chamber.logo) ?? undefined, countryIcon: chamber.countryIcon };
}

export interface AdminChamberContext {
  /** The chamber the back-office shows; null until it is known. */
  chamberId: number | null;
  chamber: AdminChamber | undefined;
  /** The network administrator's picker: every chamber; undefined for a chamber administrator. */
  chambers: readonly AdminChamber[] | undefined;
  choose: (chamberId: number) => void;
  /** The user call failed: 401/403 mean the session is over. */
  userError: unknown;
}

/**
 * The chamber the back-office acts on (issue "Back-office I"): a chamber administrator's own (its user record's
 * countryAmchamId), or the one the network administrator picked in the header (the first chamber until then).
 */
export function useAdminChamber(): AdminChamberContext {
  const dispatch = useAppDispatch();
  const user = useCurrentUserQuery();
  const chambers = useChambersQuery();
  const chosen = useAppSelector((state) => state.admin.chosenChamberId);
  const network = user.data?.profil === 'ADMIN_RESEAU';
  const all = useMemo(() => (chambers.data ?? []).map(toAdminChamber), [chambers.data]);
  const chamberId = network ? (chosen ?? all[0]?.id ?? null) : (user.data?.countryAmchamId ?? null);
  return {
    chamberId,
    chamber: all.find((chamber) => chamber.id === chamberId),
    chambers: network ? all : undefined,
    choose: (id) => dispatch(adminActions.chamberChosen(id)),
    userError: user.error,
  };
}
