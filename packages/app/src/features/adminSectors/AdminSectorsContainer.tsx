import type { BilingualName, Sector } from '@annuaire/api';
import { AdminSectorsScreen } from '@annuaire/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { useCurrentUserQuery } from '../../data/account';
import { apiErrorOf } from '../../data/serviceCall';
import { NameFormContainer } from '../../shared/NameFormContainer';
import { PageHead } from '../../shared/PageHead';
import { useCreateSectorMutation, useDeleteSectorMutation, useSectorCountQuery, useSectorPageQuery, useUpdateSectorMutation } from './adminSectorsApi';
import { useSettledSearch } from '../../shared/useSettledSearch';

/**
 * /secteurs (spec admin §2, §4, §7, §8, §9): the sectors 10 a page from the service, searched in the name of
 * the current language (back to page 0), the count card; add and delete reload the list and the count, edit only
 * the list; the spec's fallback messages; read-only for a chamber administrator.
 */
export default function AdminSectorsContainer() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const language = useAppSelector((state) => state.language.current);
  const user = useCurrentUserQuery();
  const canWrite = user.data?.profil === 'ADMIN_RESEAU';

  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  // spec admin §4: searching starts again at page 0
  const text = useSettledSearch(search, () => setPage(0));
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState<{ mode: 'add' } | { mode: 'edit'; sector: Sector }>();
  const [deleting, setDeleting] = useState<number>();

  const sectors = useSectorPageQuery({ page, search: text, language });
  const count = useSectorCountQuery();
  const [createSector] = useCreateSectorMutation();
  const [updateSector] = useUpdateSectorMutation();
  const [deleteSector, deletion] = useDeleteSectorMutation();
  const shown = sectors.currentData ?? sectors.data;

  const save = async (names: BilingualName) => {
    if (!editing) return undefined;
    const result = editing.mode === 'edit' ? await updateSector({ id: editing.sector.id, names }) : await createSector(names);
    if (!('error' in result)) return undefined;
    return apiErrorOf(result.error)?.message ?? t(editing.mode === 'edit' ? 'app.admin.sectors.updateError' : 'app.admin.sectors.addError');
  };

  const confirmDelete = async () => {
    if (deleting === undefined) return;
    const result = await deleteSector(deleting);
    setDeleting(undefined);
    if ('error' in result) setError(apiErrorOf(result.error)?.message ?? t('app.admin.sectors.deleteError'));
    // the last sector of a page gone: the page before
    else if (page > 0 && shown?.content.length === 1) setPage(page - 1);
  };

  return (
    <>
      <PageHead />
      <AdminSectorsScreen
        search={search}
        onSearchChange={setSearch}
        canWrite={canWrite}
        onAdd={() => setEditing({ mode: 'add' })}
        onEdit={(row) => {
          const sector = shown?.content.find((entry) => entry.id === row.id);
          if (sector) setEditing({ mode: 'edit', sector });
        }}
        onDelete={(row) => setDeleting(row.id)}
        list={
          sectors.isError
            ? { status: 'error', message: apiErrorOf(sectors.error)?.message ?? t('app.admin.sectors.loadError') }
            : shown === undefined
              ? { status: 'loading' }
              : { status: 'loaded' }
        }
        onRetry={() => void sectors.refetch()}
        rows={shown?.content ?? []}
        notice={error ? { tone: 'error', message: error, onDismiss: () => setError(undefined) } : undefined}
        confirmDelete={
          deleting === undefined ? undefined : { busy: deletion.isLoading, onConfirm: () => void confirmDelete(), onCancel: () => setDeleting(undefined) }
        }
        pager={{ page, totalItems: shown?.totalElements ?? 0, loading: sectors.isFetching, onPageChange: setPage }}
        // spec admin §8: a count that fails to load is only logged; the card then waits
        count={{ value: count.data, loading: count.isFetching }}
      />
      <NameFormContainer
        kind="sector"
        editing={editing?.mode === 'edit' ? { mode: 'edit', names: editing.sector } : editing}
        onClose={() => setEditing(undefined)}
        save={save}
      />
    </>
  );
}
