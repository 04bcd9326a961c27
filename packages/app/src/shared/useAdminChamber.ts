import { partnerLogoUrl, type CountryAmcham } from '@annuaire/api';
import type { AdminChamber, ChamberScope } from '@annuaire/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useChambersQuery, useCurrentUserQuery } from '../data/account';

/** The search parameter that keeps the network administrator's chamber in the URL (reload and shared links keep it). */
export const CHAMBER_PARAM = 'chambre';
/** Its value for the whole network (every chamber at once). */
const NETWORK_SCOPE = 'reseau';

function toAdminChamber(chamber: CountryAmcham): AdminChamber {
  return { id: chamber.id, name: chamber.name, logoUrl: partnerLogoUrl(chamber.logo) ?? undefined, countryIcon: chamber.countryIcon };
}

export interface AdminChamberContext {
  /** The chamber the back-office acts on; null for the whole network, or until it is known. */
  chamberId: number | null;
  chamber: AdminChamber | undefined;
  /** The network administrator looks at the whole network (no chamber picked). */
  network: boolean;
  /** The context is known: the user (and, for the network administrator, the chambers) loaded. */
  ready: boolean;
  /** The network administrator's picker: every chamber; undefined for a chamber administrator. */
  chambers: readonly AdminChamber[] | undefined;
  /** Picks a chamber, or the whole network (null): the URL keeps it. */
  choose: (chamberId: number | null) => void;
  /** Where a write lands, as its form says it: a chamber by its name, or the whole network (null). */
  scopeOf: (countryAmchamId: number | null) => ChamberScope;
  /** The user call failed: 401/403 mean the session is over. */
  userError: unknown;
}

/**
 * The one chamber context of the back-office, the same on every admin screen: a
 * chamber administrator's own (its user record's countryAmchamId), or the network administrator's pick, kept in the
 * URL (`?chambre=<id>`, `?chambre=reseau` for the whole network; the first chamber until it picks one), which the
 * back-office's links carry: the header, the statistics' scope and every form that writes read the same one.
 */
export function useAdminChamber(): AdminChamberContext {
  const user = useCurrentUserQuery();
  const chambers = useChambersQuery();
  const [params, setParams] = useSearchParams();
  const networkAdmin = user.data?.profil === 'ADMIN_RESEAU';
  const all = useMemo(() => (chambers.data ?? []).map(toAdminChamber), [chambers.data]);
  const asked = params.get(CHAMBER_PARAM);
  const network = networkAdmin && asked === NETWORK_SCOPE;
  const picked = all.find((chamber) => String(chamber.id) === asked)?.id;
  const chamberId = networkAdmin ? (network ? null : (picked ?? all[0]?.id ?? null)) : (user.data?.countryAmchamId ?? null);
  const choose = useCallback(
    (id: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(CHAMBER_PARAM, id === null ? NETWORK_SCOPE : String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    chamberId,
    chamber: all.find((chamber) => chamber.id === chamberId),
    network,
    ready: user.data !== undefined && (!networkAdmin || network || chambers.data !== undefined),
    chambers: networkAdmin ? all : undefined,
    choose,
    scopeOf: (id) => (id === null ? { kind: 'network' } : { kind: 'chamber', name: all.find((chamber) => chamber.id === id)?.name ?? '' }),
    userError: user.error,
  };
}
