export { LoginScreen, loginFields, newPasswordFields, newPasswordStatuses } from './LoginScreen';
export type {
  LoginScreenProps,
  LoginValues,
  LoginField,
  PasswordResetState,
  NewPasswordProps,
  NewPasswordField,
  NewPasswordValues,
  NewPasswordStatus,
} from './LoginScreen';
