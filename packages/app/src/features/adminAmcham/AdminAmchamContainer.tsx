import type { CountryAmcham } from '@annuaire/api';
import { AdminAmchamScreen, AMCHAM_PAGE_SIZE, AmchamViewDialog, type AdminNoticeMessage, type AmchamRow } from '@annuaire/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentUserQuery } from '../../data/account';
import { apiErrorOf } from '../../data/serviceCall';
import { PageHead } from '../../shared/PageHead';
import { useDeleteChamberMutation, useSearchChambersQuery } from './adminAmchamApi';
import { AmchamFormContainer } from './AmchamFormContainer';
import { toAmchamRow } from './mappers';
import { useSettledSearch } from '../../shared/useSettledSearch';

/**
 * /amcham and /admin/amcham (spec admin §2, §4, §7, §8, §9): the chambers, filtered by the search box
 * (name, country, e-mail, accents ignored by the service), 4 a page; the read-only panel; add and delete for the
 * network administrator, edit for it and for a chamber administrator on its own chamber; the success banner (3 s)
 * and the error banner (5 s); delete after a confirmation, then the list reloads.
 */
export default function AdminAmchamContainer() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const user = useCurrentUserQuery();
  const network = user.data?.profil === 'ADMIN_RESEAU';
  const ownChamber = user.data?.countryAmchamId ?? null;

  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  // spec admin §4: searching starts again at page 0
  const text = useSettledSearch(search, () => setPage(0));
  const [notice, setNotice] = useState<AdminNoticeMessage>();
  // undefined: closed; null: add mode; a chamber: edit mode
  const [editing, setEditing] = useState<CountryAmcham | null>();
  const [viewing, setViewing] = useState<AmchamRow>();
  const [deleting, setDeleting] = useState<CountryAmcham>();

  const chambers = useSearchChambersQuery(text);
  const [deleteChamber, deletion] = useDeleteChamberMutation();
  const all = chambers.currentData ?? chambers.data;
  const pageCount = Math.max(1, Math.ceil((all?.length ?? 0) / AMCHAM_PAGE_SIZE));
  // a deletion can empty the last page: show the one before
  const shownPage = Math.min(page, pageCount - 1);
  const rows = useMemo(() => (all ?? []).slice(shownPage * AMCHAM_PAGE_SIZE, (shownPage + 1) * AMCHAM_PAGE_SIZE).map(toAmchamRow), [all, shownPage]);
  const byId = (row: AmchamRow) => all?.find((chamber) => chamber.id === row.id);

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteChamber(deleting.id);
    setDeleting(undefined);
    setNotice(
      'error' in result
        ? { tone: 'error', message: apiErrorOf(result.error)?.message ?? t('app.admin.amcham.error') }
        : { tone: 'success', message: t('app.admin.amcham.deleted') },
    );
  };

  return (
    <>
      <PageHead />
      <AdminAmchamScreen
        search={search}
        onSearchChange={setSearch}
        canAdd={network}
        onAdd={() => {
          setNotice(undefined);
          setEditing(null);
        }}
        list={
          chambers.isError
            ? { status: 'error', message: apiErrorOf(chambers.error)?.message }
            : all === undefined
              ? { status: 'loading' }
              : { status: 'loaded' }
        }
        onRetry={() => void chambers.refetch()}
        rows={rows}
        page={shownPage}
        totalItems={all?.length ?? 0}
        onPageChange={setPage}
        onView={setViewing}
        canEdit={(row) => network || row.id === ownChamber}
        onEdit={(row) => {
          setNotice(undefined);
          setEditing(byId(row));
        }}
        canDelete={network}
        onDelete={(row) => setDeleting(byId(row))}
        notice={notice ? { ...notice, onDismiss: () => setNotice(undefined) } : undefined}
        confirmDelete={
          deleting
            ? { subject: deleting.name, busy: deletion.isLoading, onConfirm: () => void confirmDelete(), onCancel: () => setDeleting(undefined) }
            : undefined
        }
      />
      <AmchamViewDialog chamber={viewing} onClose={() => setViewing(undefined)} />
      <AmchamFormContainer
        chamber={editing}
        onClose={() => setEditing(undefined)}
        countryLocked={!network}
        fallbackError={t('app.admin.amcham.error')}
        onSaved={(mode) => setNotice({ tone: 'success', message: t(mode === 'add' ? 'app.admin.amcham.created' : 'app.admin.amcham.updated') })}
      />
    </>
  );
}
