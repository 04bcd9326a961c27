import type { Company, Country, Sector, User } from '@annuaire/api';
import type { MemberLoadState } from '@annuaire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { directoryApi } from '../../data/directoryApi';
import { apiErrorOf } from '../../data/serviceCall';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useCountriesQuery, useSectorsQuery } from '../../data/reference';
import { hasUsableSession, sessionActions } from '../../state/session/sessionSlice';
import type { LoginLocationState } from '../../shared/loginRedirect';
import { useCurrentUserQuery } from '../../data/account';
import { useMemberCompanyQuery } from './memberSpaceApi';

/** spec public §9: the redirect to /login comes 2000 ms after the session-expired message. */
const SESSION_REDIRECT_MS = 2000;

export interface MemberLoadOptions {
  /** Load the sectors and countries with the user and the company (the profile form's selects). */
  reference?: boolean;
  /** spec public §7: the statistics screen tolerates a failure of the company call. */
  tolerateCompanyError?: boolean;
  /** The screen's own words for a failed company load (spec public §8: the media's, the profile's by default). */
  companyErrorId?: string;
}

export interface MemberLoad {
  load: MemberLoadState;
  user: User | undefined;
  /** The company of the signed-in user: the user record's, or the stored user's when the user call failed. */
  companyId: number | null;
  company: Company | undefined;
  sectors: readonly Sector[];
  countries: readonly Country[];
  /** Loads again what failed (the Retry button). */
  retry: () => void;
  /** Reloads the company (after a save). */
  reloadCompany: () => void;
}

/**
 * The load sequence every member screen shares (spec public §4 "Member screens on load"): a valid unexpired token
 * (or one the refresh token renews), otherwise the session-expired message and /login; then the current user and, with its companyId, the company;
 * no companyId: 'Aucune entreprise associée à votre compte'; 401/403 from the user call: the session-expired
 * message and /login after 2 s; other user-call errors fall back to the stored user's companyId. Reference data
 * (sectors, countries) loads together.
 */
export function useMemberLoad({
  reference = false,
  tolerateCompanyError = false,
  companyErrorId = 'member.profile.loadError',
}: MemberLoadOptions = {}): MemberLoad {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const session = useAppSelector((state) => state.session);
  // A token that has run out is renewed by the route's guard, and a call that meets the old one waits for the new one
  // (the client's shared refresh): only a session that cannot be renewed has expired.
  const usable = hasUsableSession(session);

  const userQuery = useCurrentUserQuery(undefined, { skip: !usable });
  const userError = apiErrorOf(userQuery.error);
  const userFailed = userQuery.isError;
  const sessionExpired = !usable || userError?.status === 401 || userError?.status === 403;

  const user = userFailed ? undefined : userQuery.data;
  // spec public §4: on other user-call errors, fall back to the locally stored user's companyId.
  const companyId = sessionExpired ? null : user ? user.companyId : userFailed ? (session.user?.companyId ?? null) : null;

  const companyQuery = useMemberCompanyQuery(companyId ?? skipToken);
  const sectorsQuery = useSectorsQuery(undefined, { skip: !reference || sessionExpired });
  const countriesQuery = useCountriesQuery(undefined, { skip: !reference || sessionExpired });

  useEffect(() => {
    if (userQuery.data && !userQuery.isError) dispatch(sessionActions.userLoaded(userQuery.data));
  }, [dispatch, userQuery.data, userQuery.isError]);

  useEffect(() => {
    if (!sessionExpired) return undefined;
    // /login says the session expired, and leads back here once signed in again.
    const state: LoginLocationState = { from: pathname + search, fromAccess: 'member', reason: 'expired' };
    const timer = setTimeout(() => navigate('/login', { replace: true, state }), SESSION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sessionExpired, navigate, pathname, search]);

  const load = ((): MemberLoadState => {
    if (sessionExpired) return { status: 'sessionExpired' };
    if (userQuery.isLoading || userQuery.isUninitialized) return { status: 'loading' };
    if (companyId === null) {
      return userFailed ? { status: 'error', message: intl.formatMessage({ id: 'app.member.error.user' }) } : { status: 'noCompany' };
    }
    if (companyQuery.isLoading || (reference && (sectorsQuery.isLoading || countriesQuery.isLoading))) return { status: 'loading' };
    if (companyQuery.isError && !tolerateCompanyError) {
      return { status: 'error', message: intl.formatMessage({ id: companyErrorId }) };
    }
    if (reference && (sectorsQuery.isError || countriesQuery.isError)) {
      return { status: 'error', message: intl.formatMessage({ id: 'app.member.error.reference' }) };
    }
    return { status: 'ready' };
  })();

  const { refetch: refetchSectors, isError: sectorsFailed } = sectorsQuery;
  const { refetch: refetchCountries, isError: countriesFailed } = countriesQuery;
  const retry = useCallback(() => {
    dispatch(directoryApi.util.invalidateTags(['CurrentUser', ...(companyId === null ? [] : [{ type: 'Company' as const, id: companyId }])]));
    if (sectorsFailed) void refetchSectors();
    if (countriesFailed) void refetchCountries();
  }, [dispatch, companyId, sectorsFailed, countriesFailed, refetchSectors, refetchCountries]);

  const reloadCompany = useCallback(() => {
    if (companyId !== null) dispatch(directoryApi.util.invalidateTags([{ type: 'Company', id: companyId }]));
  }, [dispatch, companyId]);

  return {
    load,
    user,
    companyId,
    company: companyQuery.isError ? undefined : companyQuery.data,
    sectors: sectorsQuery.data ?? [],
    countries: countriesQuery.data ?? [],
    retry,
    reloadCompany,
  };
}
