import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import type { IntlConfig, IntlShape } from 'react-intl';
import { chamberTheme } from '../theme/themes/chamber.css';
import { evergreenTheme } from '../theme/themes/evergreen.css';
import { messagesByLocale } from '../i18n/messages';
import type { UiLocale } from '../i18n/messages';
import type { UiMessages } from '../i18n/loadUiMessages';
import { LinkProvider, PlainLink } from './LinkProvider';
import type { LinkComponent } from './LinkProvider';
import { rootClass } from './UiProvider.css';
import { cx } from '../styles/cx';

/** The named themes the kit ships. Another chamber passes its own theme class instead. */
export const themeNames = ['chamber', 'evergreen'] as const;
export type ThemeName = (typeof themeNames)[number];

export const themeClasses: Record<ThemeName, string> = {
  chamber: chamberTheme,
  evergreen: evergreenTheme,
};

/** A theme is one of the shipped names or the class a chamber's own `createTheme(vars, ...)` returned. */
export function resolveThemeClass(theme: ThemeName | (string & {}) | undefined): string {
  if (theme === undefined) return chamberTheme;
  return (themeNames as readonly string[]).includes(theme) ? themeClasses[theme as ThemeName] : theme;
}

interface UiContextValue {
  locale: UiLocale;
  themeClass: string;
}

const UiContext = createContext<UiContextValue>({ locale: 'fr', themeClass: chamberTheme });

/** Locale and theme class of the nearest UiProvider (portals re-apply the theme class with it). */
export function useUi(): UiContextValue {
  return useContext(UiContext);
}

export interface UiProviderProps {
  /** Language of the kit's texts and formats; French is the default of the product. */
  locale?: UiLocale;
  /** 'chamber' (default), 'evergreen', or a theme class built with `createTheme(vars, ...)`. */
  theme?: ThemeName | (string & {});
  /** Router link adapter; plain `<a>` when omitted. */
  linkComponent?: LinkComponent;
  /** Messages merged over the kit's catalogue (an app adds its own ids or overrides the kit's). */
  messages?: Record<string, string>;
  /** Rendered element holding the theme class; `display: contents` so it does not affect layout. */
  children?: ReactNode;
}

export interface UiProviderBaseProps extends Omit<UiProviderProps, 'messages'> {
  /** The whole catalogue of `locale`: the kit's ids (`uiMessagesFr`, `loadUiMessages`) and the app's own. */
  messages: UiMessages;
  /** Where react-intl reports a missing id or a message that cannot be formatted (its default logs only in development). */
  onError?: IntlConfig['onError'];
}

// One react-intl object per catalogue and locale, over one formatter cache, for every render of the process:
// IntlProvider makes its own cache per mount, so every server render of a page parsed each of its messages again and
// made its number and date formatters anew (about a tenth of the render of a member page). A catalogue is the
// caller's object (the app keeps one per language and loaded areas); an unused one is forgotten with it.
const formatters = createIntlCache();
const intls = new WeakMap<UiMessages, Map<string, { onError: IntlConfig['onError']; intl: IntlShape }>>();

function intlFor(locale: string, messages: UiMessages, onError: IntlConfig['onError']): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  const known = byLocale.get(locale);
  if (known && known.onError === onError) return known.intl;
  const intl = createIntl({ locale, defaultLocale: 'fr', messages, ...(onError ? { onError } : {}) }, formatters);
  byLocale.set(locale, { onError, intl });
  return intl;
}

/**
 * The kit's provider without catalogues of its own: the caller hands over the messages of the language shown, so an
 * app's bundle carries only the languages it loaded (UiProvider below carries both of the kit's).
 * The theme class goes on a wrapper element so that nested providers can switch themes locally.
 */
export function UiProviderBase({ locale = 'fr', theme, linkComponent = PlainLink, messages, onError, children }: UiProviderBaseProps) {
  const themeClass = resolveThemeClass(theme);
  return (
    <UiContext.Provider value={{ locale, themeClass }}>
      <RawIntlProvider value={intlFor(locale, messages, onError)}>
        <LinkProvider linkComponent={linkComponent}>
          <div className={cx(themeClass, rootClass)} data-theme={theme ?? 'chamber'} lang={locale}>
            {children}
          </div>
        </LinkProvider>
      </RawIntlProvider>
    </UiContext.Provider>
  );
}

/** Wraps a story, a test or an app with the kit's texts in both languages, its theme and link component. */
export function UiProvider({ locale = 'fr', messages, ...props }: UiProviderProps) {
  const catalogue = messages ? { ...messagesByLocale[locale], ...messages } : messagesByLocale[locale];
  return <UiProviderBase locale={locale} messages={catalogue} {...props} />;
}
