import type { EventPeriod } from '@annuaire/api';
import { AdminAnnouncementsScreen, type AdminAnnouncementRow, type AdminNoticeMessage } from '@annuaire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { apiErrorOf } from '../../data/serviceCall';
import { useAdminChamber } from '../../shared/useAdminChamber';
import { PageHead } from '../../shared/PageHead';
import {
  useAnnouncementCategoriesQuery,
  useChamberAnnouncementsQuery,
  useDeleteAnnouncementMutation,
  type ChamberAnnouncementsArgs,
} from './adminAnnouncementsApi';
import { AnnouncementDialogContainer } from './AnnouncementDialogContainer';
import { categoryOptions, toAnnouncementRow } from './mappers';
import { useSettledSearch } from '../../shared/useSettledSearch';

type Editing = { id?: number } | null;

/**
 * /announcements and /admin/announcements (spec admin §2-§9): the chamber's announcements,
 * upcoming by default (past or all on demand), never another chamber's; search on the title, category filter, pages
 * of 10; the one add/edit modal; deletion after confirmation; failures in a dismissible banner.
 */
export default function AdminAnnouncementsContainer() {
  const intl = useIntl();
  const language = useAppSelector((state) => state.language.current);
  const { chamberId, ready, scopeOf } = useAdminChamber();

  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [period, setPeriod] = useState<EventPeriod>('upcoming');
  const [page, setPage] = useState(0);
  // spec admin §4: searching starts again at page 0
  const title = useSettledSearch(search, () => setPage(0));
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<AdminAnnouncementRow | null>(null);
  const [pendingDelete, setPendingDelete] = useState<AdminAnnouncementRow | null>(null);
  const [notice, setNotice] = useState<AdminNoticeMessage>();

  const args: ChamberAnnouncementsArgs | typeof skipToken = ready ? { chamberId, page, title, categoryId, period } : skipToken;
  const announcements = useChamberAnnouncementsQuery(args);
  const categories = useAnnouncementCategoriesQuery();
  const [deleteAnnouncement, deleting] = useDeleteAnnouncementMutation();

  const shown = announcements.currentData ?? announcements.data;
  const rows = useMemo(() => (shown?.content ?? []).map((event) => toAnnouncementRow(event, language)), [shown, language]);

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    const result = await deleteAnnouncement(pendingDelete.id);
    setNotice(
      'error' in result
        ? { tone: 'error', message: apiErrorOf(result.error)?.message ?? intl.formatMessage({ id: 'app.admin.loadError' }) }
        : { tone: 'success', message: intl.formatMessage({ id: 'app.admin.announcements.deleted' }, { title: pendingDelete.title }) },
    );
    setPendingDelete(null);
  };

  return (
    <>
      <PageHead />
      <AdminAnnouncementsScreen
        search={search}
        onSearchChange={setSearch}
        categories={categoryOptions(categories.data ?? [], language)}
        categoryFilter={categoryId}
        onCategoryFilterChange={(next) => {
          setCategoryId(next);
          setPage(0);
        }}
        period={period}
        onPeriodChange={(next) => {
          setPeriod(next);
          setPage(0);
        }}
        onAdd={() => {
          setNotice(undefined);
          setEditing({});
        }}
        list={
          announcements.isError
            ? { status: 'error', message: apiErrorOf(announcements.error)?.message }
            : shown === undefined
              ? { status: 'loading' }
              : { status: 'loaded' }
        }
        onRetry={() => void announcements.refetch()}
        rows={rows}
        filtered={title !== '' || categoryId !== ''}
        page={page}
        totalItems={shown?.totalElements ?? 0}
        onPageChange={setPage}
        pageLoading={announcements.isFetching}
        viewing={viewing}
        onView={setViewing}
        onEdit={(row) => {
          setNotice(undefined);
          setEditing({ id: row.id });
        }}
        onDelete={(row) => {
          setNotice(undefined);
          setPendingDelete(row);
        }}
        confirmDelete={
          pendingDelete
            ? { subject: pendingDelete.title, busy: deleting.isLoading, onConfirm: () => void confirmDelete(), onCancel: () => setPendingDelete(null) }
            : undefined
        }
        notice={notice ? { ...notice, onDismiss: () => setNotice(undefined) } : undefined}
      />
      {editing ? (
        <AnnouncementDialogContainer
          key={editing.id ?? 'new'}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          announcement={shown?.content.find((event) => event.id === editing.id)}
          chamberId={chamberId}
          chamberScope={scopeOf(editing.id === undefined ? chamberId : (shown?.content.find((event) => event.id === editing.id)?.countryAmchamId ?? null))}
          onSaved={({ title: saved, created }) =>
            setNotice({
              tone: 'success',
              message: intl.formatMessage({ id: created ? 'app.admin.announcements.created' : 'app.admin.announcements.updated' }, { title: saved }),
            })
          }
        />
      ) : null}
    </>
  );
}
