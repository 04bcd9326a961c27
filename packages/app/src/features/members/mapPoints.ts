import type { CompanyLocation, Language, Sector } from '@annuaire/api';
import { memberPath } from '../../shared/publicPaths';
import type { MemberMapPoint } from '@annuaire/ui';
import { sectorLabel } from '../../data/reference';

/**
 * The located members of a search as map points: the popup names the sector in the interface language (from the
 * sectors list, by id; no line for a sector the list does not know) and links to the member's page.
 */
export function toMapPoints(points: readonly CompanyLocation[], sectors: readonly Sector[] | undefined, language: Language): MemberMapPoint[] {
  const names = new Map((sectors ?? []).map((sector) => [sector.id, sectorLabel(sector, language)]));
  return points.map((point) => ({
    id: point.id,
    name: point.name,
    lat: point.lat,
    lon: point.lon,
    sector: names.get(point.sectorId),
    href: memberPath(point),
  }));
}
