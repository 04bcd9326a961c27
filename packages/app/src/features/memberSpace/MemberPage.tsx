import { MemberLayout, type MemberTab } from '@annuaire/ui';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { directoryApi } from '../../data/directoryApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { languageChanged, parseLanguage } from '../../state/language/languageSlice';
import { sessionActions } from '../../state/session/sessionSlice';
import { toMemberCompany } from '../../shared/companyProfileForm';
import { useSignOutMutation } from '../../data/auth';
import { useMemberLoad } from './useMemberLoad';

export interface MemberPageProps {
  /** Where each tab of the header leads. */
  tabHrefs: Readonly<Record<MemberTab, string>>;
  activeTab: MemberTab;
  /** Where the platform title leads (the public home). */
  homeHref: string;
  children: ReactNode;
  /** The page's level-1 heading, for assistive technologies (MemberLayout's title). */
  title?: string;
}

/**
 * Every member screen sits in the member header (spec public §2.7): tabs, language popup, the company's logo, name
 * and sector, sign-out. Its user and company come from the same cached queries as the screen's.
 */
export function MemberPage({ tabHrefs, activeTab, homeHref, children, title }: MemberPageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const language = useAppSelector((state) => state.language.current);
  const { company } = useMemberLoad({ tolerateCompanyError: true });
  const [signOut, signOutState] = useSignOutMutation();
  const header = useMemo(() => (company ? toMemberCompany(company, language) : undefined), [company, language]);

  const leave = async () => {
    // spec public §4: logout clears the data even if the server call fails (the mutation never fails).
    await signOut();
    dispatch(sessionActions.signedOut());
    // The former member's user, company and statistics must not outlive the session in the cache.
    dispatch(directoryApi.util.resetApiState());
    navigate('/login', { replace: true });
  };

  return (
    <MemberLayout
      title={title}
      header={{
        tabHrefs,
        activeTab,
        homeHref,
        company: header,
        language,
        onLanguageChange: (code) => dispatch(languageChanged(parseLanguage(code))),
        onSignOut: () => void leave(),
        signingOut: signOutState.isLoading,
      }}
    >
      {children}
    </MemberLayout>
  );
}
