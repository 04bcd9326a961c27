export { LoginScreen, loginFields } from './LoginScreen';
export type { LoginScreenProps, LoginValues, LoginField, PasswordResetState } from './LoginScreen';
