export { Alert, alertTones } from './Alert';
export type { AlertProps, AlertTone } from './Alert';
