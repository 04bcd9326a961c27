import adminEn from './admin/en.json';
import adminFr from './admin/fr.json';
import applyEn from './apply/en.json';
import applyFr from './apply/fr.json';
import en from './en.json';
import fr from './fr.json';
import homeEn from './home/en.json';
import homeFr from './home/fr.json';
import loginEn from './login/en.json';
import loginFr from './login/fr.json';
import memberEn from './member/en.json';
import memberFr from './member/fr.json';
import memberDetailsEn from './memberDetails/en.json';
import memberDetailsFr from './memberDetails/fr.json';
import { uiAreas, type UiArea, type UiLocale } from './locales';

export { uiAreas } from './locales';
export type { UiArea, UiLocale } from './locales';

/** Every area's catalogue, by language: for stories, tests and the kit's own tests. */
export const catalogues: Record<UiArea, Record<UiLocale, Record<string, string>>> = {
  core: { fr, en },
  home: { fr: homeFr, en: homeEn },
  memberDetails: { fr: memberDetailsFr, en: memberDetailsEn },
  login: { fr: loginFr, en: loginEn },
  apply: { fr: applyFr, en: applyEn },
  member: { fr: memberFr, en: memberEn },
  admin: { fr: adminFr, en: adminEn },
};

/** The whole catalogue of a language, French first (the product's default): for `UiProvider`, stories and tests. */
export const messagesByLocale: Record<UiLocale, Record<string, string>> = {
  fr: Object.assign({}, ...uiAreas.map((area) => catalogues[area].fr)) as Record<string, string>,
  en: Object.assign({}, ...uiAreas.map((area) => catalogues[area].en)) as Record<string, string>,
};
