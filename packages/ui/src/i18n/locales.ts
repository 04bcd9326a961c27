export const uiLocales = ['fr', 'en'] as const;
export type UiLocale = (typeof uiLocales)[number];

/**
 * The kit's catalogues are split by the area of the app whose screens use them, so that an app loads a screen's
 * texts with that screen (DESIGN.md budgets): `core` (components and what the public pages share), `home` (the home
 * page's hero, statistics, app promotion and partners), `memberDetails` (member page and review form), `login`, `apply` (the membership application),
 * `member` (member space), `admin` (back-office). Ids: `ui.<component>.<key>` and `<area>.<screen>.<key>`.
 */
export const uiAreas = ['core', 'home', 'memberDetails', 'login', 'apply', 'member', 'admin'] as const;
export type UiArea = (typeof uiAreas)[number];
