import type { Ad } from '@annuaire/api';
import { AdminBannersScreen, type AdminBannerRow, type AdminNoticeMessage, type BannerStatusFilter } from '@annuaire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorOf } from '../../data/serviceCall';
import { useAdminChamber } from '../../shared/useAdminChamber';
import { PageHead } from '../../shared/PageHead';
import { useChamberBannersQuery, useDeleteBannerMutation } from './adminBannersApi';
import { BannerDialogContainer } from './BannerDialogContainer';
import { filterBanners, toBannerRow } from './mappers';

/** The modal: closed, adding, or editing a banner. */
type Editing = { banner?: Ad } | null;

/**
 * /banners and /admin/banners (spec admin §2-§9): the chamber's banners (and, for the network
 * administrator, the network-wide ones) with their status and clicks, the client-side search and status filter, the
 * add and edit modals, the deletion after confirmation; failures in the banner catalogue's words.
 */
export default function AdminBannersContainer() {
  const intl = useIntl();
  const { chamberId, ready, scopeOf } = useAdminChamber();
  const banners = useChamberBannersQuery(ready ? chamberId : skipToken);
  const [deleteBanner, deleting] = useDeleteBannerMutation();

  const [search, setSearch] = useState('');
  const [statusFilter, setStatusFilter] = useState<BannerStatusFilter>('ALL');
  const [editing, setEditing] = useState<Editing>(null);
  const [pendingDelete, setPendingDelete] = useState<AdminBannerRow | null>(null);
  const [notice, setNotice] = useState<AdminNoticeMessage>();

  const all = useMemo(() => (banners.data ?? []).map(toBannerRow), [banners.data]);
  const rows = useMemo(() => filterBanners(all, search, statusFilter), [all, search, statusFilter]);

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    const result = await deleteBanner(pendingDelete.id);
    setNotice(
      'error' in result
        ? { tone: 'error', message: apiErrorOf(result.error)?.message ?? intl.formatMessage({ id: 'app.admin.loadError' }) }
        : { tone: 'success', message: intl.formatMessage({ id: 'app.admin.banners.deleted' }, { title: pendingDelete.title }) },
    );
    setPendingDelete(null);
  };

  return (
    <>
      <PageHead />
      <AdminBannersScreen
        search={search}
        onSearchChange={setSearch}
        statusFilter={statusFilter}
        onStatusFilterChange={setStatusFilter}
        onAdd={() => {
          setNotice(undefined);
          setEditing({});
        }}
        list={banners.isError ? { status: 'error' } : banners.data === undefined ? { status: 'loading' } : { status: 'loaded' }}
        onRetry={() => void banners.refetch()}
        rows={rows}
        filtered={all.length > 0}
        onEdit={(row) => {
          setNotice(undefined);
          setEditing({ banner: banners.data?.find((ad) => ad.id === row.id) });
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
        <BannerDialogContainer
          key={editing.banner?.id ?? 'new'}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          banner={editing.banner}
          chamberId={chamberId}
          chamberScope={scopeOf(editing.banner ? editing.banner.countryAmchamId : chamberId)}
          onSaved={({ title, created }) =>
            setNotice({ tone: 'success', message: intl.formatMessage({ id: created ? 'app.admin.banners.created' : 'app.admin.banners.updated' }, { title }) })
          }
        />
      ) : null}
    </>
  );
}
