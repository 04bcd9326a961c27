export { Select, selectAllValue } from './Select';
export type { SelectProps, SelectOption } from './Select';
