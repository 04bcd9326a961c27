export { AccountScreen, accountLanguages } from './AccountScreen';
export type { AccountForm, AccountLanguage, AccountScreenProps, EmailChangeField, PasswordChangeField } from './AccountScreen';
