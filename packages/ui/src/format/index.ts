export {
  intlLocale,
  DATE_PLACEHOLDER,
  COUNTER_PLUS_FROM,
  formatNumber,
  formatCounter,
  formatSignedPercent,
  growthTone,
  toDate,
  formatShortDate,
  formatDate,
  serviceDateToInput,
  inputDateToService,
  toServiceDate,
} from './format';
export { useFormat } from './useFormat';
