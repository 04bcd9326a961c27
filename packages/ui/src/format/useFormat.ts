import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { UiLocale } from '../i18n/messages';
import { formatCounter, formatDate, formatNumber, formatServiceDate, formatShortDate, formatSignedPercent } from './format';

/** The formatters bound to the provider's locale. */
export function useFormat() {
  const { locale } = useIntl();
  const ui: UiLocale = locale === 'en' ? 'en' : 'fr';
  return useMemo(
    () => ({
      locale: ui,
      number: (value: number) => formatNumber(value, ui),
      counter: (value: number) => formatCounter(value, ui),
      signedPercent: (value: number) => formatSignedPercent(value, ui),
      shortDate: (value: Parameters<typeof formatShortDate>[0]) => formatShortDate(value, ui),
      date: (value: Parameters<typeof formatDate>[0]) => formatDate(value, ui),
      serviceDate: (value: Parameters<typeof formatServiceDate>[0]) => formatServiceDate(value),
    }),
    [ui],
  );
}
