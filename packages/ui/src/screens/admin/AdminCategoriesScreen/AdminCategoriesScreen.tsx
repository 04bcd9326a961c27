import { NamesListScreen, type NamesListScreenProps } from '../NamesListScreen';

export type AdminCategoriesScreenProps = Omit<NamesListScreenProps, 'kind' | 'pager' | 'count'>;

/** The categories page (spec admin §2 'categories'; stored by the service, DESIGN.md): the whole list, no pager. */
export function AdminCategoriesScreen(props: AdminCategoriesScreenProps) {
  return <NamesListScreen {...props} kind="category" />;
}
