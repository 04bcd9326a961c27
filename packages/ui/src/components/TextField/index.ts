export { TextField, textFieldSizes } from './TextField';
export type { TextFieldProps, TextFieldSize } from './TextField';
