import { NamesListScreen, type NamesListScreenProps } from '../NamesListScreen';

export type AdminSectorsScreenProps = Omit<NamesListScreenProps, 'kind' | 'pager' | 'count'> & Required<Pick<NamesListScreenProps, 'pager' | 'count'>>;

/** The sectors page (spec admin §2 'secteurs', §4, §9): the categories' layout with the count card and the pager of 10. */
export function AdminSectorsScreen(props: AdminSectorsScreenProps) {
  return <NamesListScreen {...props} kind="sector" />;
}
