export { FormField, useFieldIds, describedBy, fieldError, textFieldProps } from './FormField';
export type { FormFieldProps, FieldIds, FormState } from './FormField';
