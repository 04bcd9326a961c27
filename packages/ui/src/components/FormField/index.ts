export { FormField, useFieldIds, describedBy } from './FormField';
export type { FormFieldProps, FieldIds } from './FormField';
