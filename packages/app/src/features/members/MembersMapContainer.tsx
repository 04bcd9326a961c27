import type { Language, MemberSearchFilters } from '@annuaire/api';
import { Alert, Button, MemberMap, Spinner } from '@annuaire/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useMapTilesQuery, useMemberLocationsQuery } from '../../data/map';
import { useSectorsQuery } from '../../data/reference';
import { toMapPoints } from './mapPoints';

interface MembersMapContainerProps {
  /** The search the list shows (its last submitted filters): the map shows all of its located members. */
  filters: MemberSearchFilters;
  language: Language;
}

/** The map view of /membres: the current search's located members, clustered; the list stays the equivalent. */
export default function MembersMapContainer({ filters, language }: MembersMapContainerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const tiles = useMapTilesQuery();
  const locations = useMemberLocationsQuery(filters);
  const sectors = useSectorsQuery();
  const points = useMemo(() => toMapPoints(locations.data?.points ?? [], sectors.data, language), [locations.data, sectors.data, language]);

  if (locations.isError || tiles.isError) {
    return (
      <Alert tone="error">
        {t('public.membersPage.map.failure')}{' '}
        <Button variant="secondary" size="sm" onClick={() => void (locations.isError ? locations.refetch() : tiles.refetch())}>
          {t('public.membersPage.retry')}
        </Button>
      </Alert>
    );
  }
  if (locations.data === undefined || tiles.data === undefined || locations.isFetching) {
    return <Spinner size="lg" label={t('public.membersPage.map.loading')} showLabel />;
  }
  return (
    <div>
      {locations.data.truncated ? <Alert tone="info">{t('public.membersPage.map.truncated', { limit: intl.formatNumber(locations.data.limit) })}</Alert> : null}
      {points.length === 0 ? <Alert tone="info">{t('public.membersPage.map.empty')}</Alert> : null}
      <MemberMap
        points={points}
        label={t('public.membersPage.map.label')}
        description={t('public.membersPage.map.description')}
        fallback={<Alert tone="info">{t('public.membersPage.map.unavailable')}</Alert>}
        tileUrl={tiles.data.url}
        attribution={tiles.data.attribution}
        zoom={12}
        height={520}
      />
    </div>
  );
}
