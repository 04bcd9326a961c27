import { useIntl } from 'react-intl';
import type { AnnouncementCategory } from './types';

/** The category name of the current language (spec public §2.3: French or English name by language). */
export function useCategoryName(): (category: AnnouncementCategory) => string {
  const { locale } = useIntl();
  return (category) => (locale === 'en' ? category.nameEn : category.nameFr);
}
