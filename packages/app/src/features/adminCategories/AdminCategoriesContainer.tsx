import type { BilingualName, Category } from '@annuaire/api';
import { AdminCategoriesScreen } from '@annuaire/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentUserQuery } from '../../data/account';
import { apiErrorOf } from '../../data/serviceCall';
import { NameFormContainer } from '../../shared/NameFormContainer';
import { PageHead } from '../../shared/PageHead';
import { useCategoriesQuery, useCreateCategoryMutation, useDeleteCategoryMutation, useUpdateCategoryMutation } from './adminCategoriesApi';
import { matchesName } from './matchesName';

/**
 * /categories (spec admin §2, §4, §5, §8): the announcement categories stored by the service (not sample
 * data), searched on both names (accents and case ignored), with add / edit / delete for the network administrator
 * and read-only for a chamber administrator; refusals in the dismissible error banner.
 */
export default function AdminCategoriesContainer() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const user = useCurrentUserQuery();
  const canWrite = user.data?.profil === 'ADMIN_RESEAU';
  const categories = useCategoriesQuery();
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  const [deleteCategory, deletion] = useDeleteCategoryMutation();
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState<{ mode: 'add' } | { mode: 'edit'; category: Category }>();
  const [deleting, setDeleting] = useState<number>();

  const rows = useMemo(() => (categories.data ?? []).filter((category) => matchesName(category, search)), [categories.data, search]);

  const save = async (names: BilingualName) => {
    if (!editing) return undefined;
    const result = editing.mode === 'edit' ? await updateCategory({ id: editing.category.id, names }) : await createCategory(names);
    if (!('error' in result)) return undefined;
    return apiErrorOf(result.error)?.message ?? t(editing.mode === 'edit' ? 'app.admin.categories.updateError' : 'app.admin.categories.addError');
  };

  const confirmDelete = async () => {
    if (deleting === undefined) return;
    const result = await deleteCategory(deleting);
    setDeleting(undefined);
    if ('error' in result) setError(apiErrorOf(result.error)?.message ?? t('app.admin.categories.deleteError'));
  };

  return (
    <>
      <PageHead />
      <AdminCategoriesScreen
        search={search}
        onSearchChange={setSearch}
        canWrite={canWrite}
        onAdd={() => setEditing({ mode: 'add' })}
        onEdit={(row) => {
          const category = categories.data?.find((entry) => entry.id === row.id);
          if (category) setEditing({ mode: 'edit', category });
        }}
        onDelete={(row) => setDeleting(row.id)}
        list={
          categories.isError
            ? { status: 'error', message: apiErrorOf(categories.error)?.message ?? t('app.admin.categories.loadError') }
            : categories.data === undefined
              ? { status: 'loading' }
              : { status: 'loaded' }
        }
        onRetry={() => void categories.refetch()}
        rows={rows}
        notice={error ? { tone: 'error', message: error, onDismiss: () => setError(undefined) } : undefined}
        confirmDelete={
          deleting === undefined ? undefined : { busy: deletion.isLoading, onConfirm: () => void confirmDelete(), onCancel: () => setDeleting(undefined) }
        }
      />
      <NameFormContainer
        kind="category"
        editing={editing?.mode === 'edit' ? { mode: 'edit', names: editing.category } : editing}
        onClose={() => setEditing(undefined)}
        save={save}
      />
    </>
  );
}
