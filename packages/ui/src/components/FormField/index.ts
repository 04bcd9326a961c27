export { FormField, FieldMessage, FieldMessageLines, useFieldIds, describedBy, fieldError, textFieldProps } from './FormField';
export type { FormFieldProps, FieldMessageProps, FieldIds, FormState } from './FormField';
