/**
 * View models of the member-space screens (spec public §2.7, §4, §5). The app maps the directory service's
 * answers to these in one place per screen and owns state, validation (the app's form, Yup) and data; the screens only
 * show what they are given and report what the user does. Labels arrive already translated (sector and country
 * names in the current language) and messages already resolved (the container picks the catalogue's message).
 */

/**
 * The member space's tabs, in the order of the header (spec public §2.7): A propos, Médias, Horaires, Statistiques,
 * Mon compte. The app says where each leads (MemberHeader's tabHrefs).
 */
export const memberTabs = ['about', 'media', 'hours', 'statistics', 'account'] as const;
export type MemberTab = (typeof memberTabs)[number];

/** The signed-in user's company as the header and the public-profile summary card show it. */
export interface MemberCompany {
  name: string;
  /** Sector label in the current language. */
  sector?: string;
  /** Absolute or app-relative URL of the logo; the kit's placeholder shows when missing or broken. */
  logoUrl?: string;
  address?: string;
  phone?: string;
  /** Website as the container normalised it (https:// prepended when there was no scheme, spec public §5). */
  website?: string;
  /** How many times the public profile was viewed (the summary card's view badge). */
  viewCount?: number;
}

/**
 * Where the load sequence of a member screen stands (spec public §4, member screens on load):
 * loading; an error (the container's catalogue message, or the screen's default from spec §8 when omitted); the session expired (the container redirects
 * to /login after 2 s); the user has no company; or ready to show the screen.
 */
export type MemberLoadState =
  { status: 'loading' } | { status: 'error'; message?: string } | { status: 'sessionExpired' } | { status: 'noCompany' } | { status: 'ready' };

/** Shorthands for the common states, so containers and stories read well. */
export const memberLoad = {
  loading: { status: 'loading' },
  sessionExpired: { status: 'sessionExpired' },
  noCompany: { status: 'noCompany' },
  ready: { status: 'ready' },
  error: (message?: string): MemberLoadState => (message === undefined ? { status: 'error' } : { status: 'error', message }),
} as const satisfies Record<string, MemberLoadState | ((message?: string) => MemberLoadState)>;

/**
 * The outcome of the last save, as a form screen shows it (spec public §4: success for 3 s, then cleared by the
 * container; failure shows the server's message or the screen's default, resolved by the container).
 */
export interface MemberSaveState {
  /** A save is in progress: the Save button is busy and further submits are ignored. */
  saving?: boolean;
  /** The success banner is shown (the container clears it after 3 s and reloads). */
  saved?: boolean;
  /** The save failure message (the server's, spec public §4); true shows the screen's default message. */
  error?: string | true;
}
