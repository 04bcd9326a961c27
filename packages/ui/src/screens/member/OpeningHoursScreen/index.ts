export { OpeningHoursScreen, weekDays } from './OpeningHoursScreen';
export type { OpeningHoursScreenProps, OpeningHoursDay, OpeningHoursErrors, OpeningHoursTimeField, WeekDay } from './OpeningHoursScreen';
