import {
  Alert,
  AdminLayout,
  LinkProvider,
  useLinkComponent,
  type AdminSection,
  type AdminSetting,
  type LinkComponent,
  type LinkComponentProps,
} from '@annuaire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { forwardRef, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { matchPath, matchRoutes, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSignOutMutation } from '../../data/auth';
import { APPLICATIONS_HREF, usePendingApplicationsQuery } from '../../data/applications';
import { directoryApi } from '../../data/directoryApi';
import { apiErrorOf } from '../../data/serviceCall';
import type { MessageId } from '../../i18n/messages';
import type { LoginLocationState } from '../../shared/loginRedirect';
import { CHAMBER_PARAM, useAdminChamber } from '../../shared/useAdminChamber';
import { languageChanged, parseLanguage } from '../../state/language/languageSlice';
import { sessionActions } from '../../state/session/sessionSlice';

/** spec public §9 (as in the member space): the redirect to /login comes 2 s after the session-expired message. */
const ADMIN_SESSION_REDIRECT_MS = 2000;

/** A page of the back-office: its path, the header's title and the navigation's section highlighted on it. */
export interface BackOfficePage {
  path: string;
  title: MessageId;
  section?: AdminSection;
}

/** The header's title and highlighted section for the page of a path (the members list's for a path of none). */
function pageOf(pages: readonly BackOfficePage[], pathname: string): Omit<BackOfficePage, 'path'> {
  return matchRoutes([...pages], pathname)?.at(-1)?.route ?? { title: 'app.admin.title.members', section: 'members' };
}

/**
 * A link's address with the picked chamber's parameter, when it leads to another back-office page and names none: the
 * links between the back-office's own pages carry the chamber picked (one chamber context across the back-office).
 */
function withChamber(pages: readonly BackOfficePage[], href: string, chamber: string | null): string {
  if (chamber === null || href.includes('?') || href.includes('#') || !pages.some((page) => matchPath(page.path, href) !== null)) return href;
  return `${href}?${new URLSearchParams({ [CHAMBER_PARAM]: chamber }).toString()}`;
}

/** The app's link component, with the back-office's links carrying the chamber picked (reload and shared links keep it). */
function useChamberLinks(pages: readonly BackOfficePage[]): LinkComponent {
  const Link = useLinkComponent();
  return useMemo(
    () =>
      forwardRef<HTMLAnchorElement, LinkComponentProps>(function ChamberLink({ href, ...props }, ref) {
        const [params] = useSearchParams();
        return <Link ref={ref} href={withChamber(pages, href, params.get(CHAMBER_PARAM))} {...props} />;
      }),
    [Link, pages],
  );
}

export interface AdminAreaLayoutProps {
  /** The back-office's pages, each with its header's title and highlighted section. */
  pages: readonly BackOfficePage[];
  /** Where each section of the header's navigation leads. */
  sectionHrefs: Readonly<Record<AdminSection, string>>;
  /** Where each item of the header's Parameters menu leads. */
  settingHrefs: Readonly<Record<AdminSetting, string>>;
  /** Where the platform title leads (the public home). */
  homeHref: string;
}

/**
 * The frame of every back-office page (spec admin §2): the admin header (title, navigation with the section of the
 * URL, language popup, Parameters menu, the chamber's logo and name or the network administrator's picker,
 * sign-out) around the page of the route. A session that has expired shows the message, then /login.
 */
export default function AdminAreaLayout({ pages, sectionHrefs, settingHrefs, homeHref }: AdminAreaLayoutProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const language = useAppSelector((state) => state.language.current);
  const { chamberId, chamber, chambers, network, choose, userError } = useAdminChamber();
  // the count beside Members: the chamber's applications awaiting an answer
  const applications = usePendingApplicationsQuery(chamberId ?? skipToken);
  const chamberLinks = useChamberLinks(pages);
  const [signOut, signOutState] = useSignOutMutation();
  const status = apiErrorOf(userError)?.status;
  const sessionExpired = status === 401 || status === 403;

  useEffect(() => {
    if (!sessionExpired) return undefined;
    // /login says the session expired, and leads back here once signed in again.
    const state: LoginLocationState = { from: pathname + search, fromAccess: 'admin', reason: 'expired' };
    const timer = setTimeout(() => navigate('/login', { replace: true, state }), ADMIN_SESSION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sessionExpired, navigate, pathname, search]);

  const leave = async () => {
    // spec public §4: logout clears the data even if the server call fails (the mutation never fails).
    await signOut();
    dispatch(sessionActions.signedOut());
    dispatch(directoryApi.util.resetApiState());
    navigate('/login', { replace: true });
  };

  const page = pageOf(pages, pathname);
  return (
    <LinkProvider linkComponent={chamberLinks}>
      <AdminLayout
        header={{
          title: intl.formatMessage({ id: page.title }),
          activeSection: page.section,
          sectionHrefs,
          settingHrefs,
          homeHref,
          language,
          onLanguageChange: (code) => dispatch(languageChanged(parseLanguage(code))),
          chamber,
          chambers,
          network,
          // the picker's chambers are the network administrator's, and so is the outbox of mails
          showMails: chambers !== undefined,
          onChamberChange: choose,
          onSignOut: () => void leave(),
          signingOut: signOutState.isLoading,
          pendingApplications: applications.data?.pending ?? 0,
          applicationsHref: APPLICATIONS_HREF,
        }}
      >
        {sessionExpired ? (
          <Alert tone="error">{intl.formatMessage({ id: 'app.admin.sessionExpired' })}</Alert>
        ) : userError ? (
          <Alert tone="error">{intl.formatMessage({ id: 'app.admin.loadError' })}</Alert>
        ) : (
          <Outlet />
        )}
      </AdminLayout>
    </LinkProvider>
  );
}
