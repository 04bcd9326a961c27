export { SearchPanel } from './SearchPanel';
export type { SearchPanelProps } from './SearchPanel';
