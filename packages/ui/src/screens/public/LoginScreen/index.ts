export { LoginScreen, loginFields, loginNotices, newPasswordFields, newPasswordStatuses } from './LoginScreen';
export type {
  LoginScreenProps,
  LoginNotice,
  LoginSignedIn,
  LoginValues,
  LoginField,
  PasswordResetState,
  NewPasswordProps,
  NewPasswordField,
  NewPasswordValues,
  NewPasswordStatus,
} from './LoginScreen';
