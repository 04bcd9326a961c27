import { PublicLayout, type PublicSection } from '@annuaire/ui';
import type { MouseEvent, ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PUBLIC_PATHS } from './publicPaths';
import { languageChanged, parseLanguage } from '../state/language/languageSlice';
import { hasValidToken, homeRouteFor } from '../state/session/sessionSlice';

export interface PublicPageProps {
  children: ReactNode;
  /** The home page: section links are plain anchors and the container scrolls itself. */
  home?: { activeSection?: PublicSection; onSectionSelect: (section: PublicSection, event: MouseEvent<HTMLAnchorElement>) => void };
}

/** Where 'Espace membre' leads (spec public §2.2): /login, or the signed-in user's own area. */
function useMemberSpaceHref(): string {
  const session = useAppSelector((state) => state.session);
  if (!hasValidToken(session)) return PUBLIC_PATHS.login;
  return homeRouteFor(session.claims?.profil ?? session.user?.profil);
}

/** Every public page: the kit's layout with the header wired to the store (language popup, member space). */
export function PublicPage({ children, home }: PublicPageProps) {
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.language.current);
  const memberSpaceHref = useMemberSpaceHref();
  return (
    <PublicLayout
      header={{
        memberSpaceHref,
        applyHref: PUBLIC_PATHS.apply,
        homeHref: home ? '' : PUBLIC_PATHS.home,
        activeSection: home?.activeSection,
        onSectionSelect: home?.onSectionSelect,
        language,
        onLanguageChange: (code) => dispatch(languageChanged(parseLanguage(code))),
      }}
      footer={{ homeHref: PUBLIC_PATHS.home, membersHref: PUBLIC_PATHS.members, newsHref: PUBLIC_PATHS.news }}
    >
      {children}
    </PublicLayout>
  );
}
