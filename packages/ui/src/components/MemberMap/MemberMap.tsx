import { Component, lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ProviderLink } from '../../provider/LinkProvider';
import { cx } from '../../styles/cx';
import { isMotionReduced } from '../../styles/motion';
import * as styles from './MemberMap.css';
import type { MemberMapPoint } from './model';
import { MEMBER_ZOOM, OSM_ATTRIBUTION, OSM_TILE_URL } from './tiles';

// Leaflet, react-leaflet and the cluster plugin are a chunk of their own, fetched the first time a map mounts.
// Leaflet's stylesheets go into the document with its code, the first time a map mounts (leaflet.ts).
const MemberMapCanvas = lazy(() =>
  import('./MemberMapCanvas').then((module) => {
    module.addLeafletStyles();
    return module;
  }),
);

/** How far below (or above) the screen a map starts loading: about one more scroll on a phone. */
const NEAR_SCREEN = '400px 0px';

export interface MemberMapProps {
  points: readonly MemberMapPoint[];
  /** The map's accessible name ('Carte des membres', 'Carte : Atlas Conseil'). */
  label: string;
  /**
   * What the map stands for, for whoever cannot use it: rendered on the server, before the map's code has loaded and
   * instead of the map when it cannot be drawn (no tile server, a failed chunk). Keyboard and screen-reader users
   * are pointed to the equivalent by `description`.
   */
  fallback: ReactNode;
  /** Said to assistive technologies with the map's name (e.g. that the list shows the same members). */
  description?: string;
  /** Leaflet tile URL template ({z}/{x}/{y}); OpenStreetMap's by default. */
  tileUrl?: string;
  /** HTML attribution of the tiles; OpenStreetMap's by default (with its default tile server). */
  attribution?: string;
  /** Zoom of a map of one point (spec public §9: 15); a map of several fits them all. */
  zoom?: number;
  height?: number;
  className?: string;
}

const samePoints = (a: readonly MemberMapPoint[], b: readonly MemberMapPoint[]) =>
  a.length === b.length &&
  a.every(
    (point, i) =>
      point.id === b[i]?.id &&
      point.lat === b[i].lat &&
      point.lon === b[i].lon &&
      point.name === b[i].name &&
      point.sector === b[i].sector &&
      point.href === b[i].href,
  );

/** The previous list while the points are the same (a parent's re-render does not rebuild thousands of markers). */
function useStablePoints(points: readonly MemberMapPoint[]): readonly MemberMapPoint[] {
  const [stable, setStable] = useState(points);
  const same = stable === points || samePoints(stable, points);
  if (!same) setStable(points);
  return same ? stable : points;
}

/** A failure to load the map's code or to draw it: the fallback shows instead. */
class MapBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Members on a Leaflet map, markers clustered, a popup per member (name, sector, link to its page). The map is drawn
 * in the browser only, after hydration and once it comes near the screen: the server and the first render show
 * `fallback`, and so does a map whose tiles cannot be reached (no grey box). The map is a labelled region; its markers are focusable buttons of Leaflet.
 */
export function MemberMap({
  points,
  label,
  fallback,
  description,
  tileUrl = OSM_TILE_URL,
  attribution,
  zoom = MEMBER_ZOOM,
  height = 420,
  className,
}: MemberMapProps) {
  const intl = useIntl();
  const stablePoints = useStablePoints(points);
  const rootRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  // the tile server that failed: another one deserves another chance
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const failed = failedFor === tileUrl;
  const [still, setStill] = useState(true);
  useEffect(() => {
    const root = rootRef.current;
    setStill(isMotionReduced(root));
    // Leaflet's chunk and the tiles are fetched once the map comes near the screen, not with the page:
    // below the fold on a phone they would only compete with the page's first paint and hydration.
    if (root === null || typeof IntersectionObserver === 'undefined') {
      setMounted(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setMounted(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, []);
  const descriptionId = useId();
  const shown = mounted && !failed;
  return (
    <div ref={rootRef} className={cx(styles.root, className)} data-state={failed ? 'unavailable' : mounted ? 'map' : 'pending'}>
      {shown ? (
        <div role="region" aria-label={label} aria-describedby={description ? descriptionId : undefined}>
          {description ? (
            <p id={descriptionId} hidden>
              {description}
            </p>
          ) : null}
          <MapBoundary onError={() => setFailedFor(tileUrl)}>
            <Suspense fallback={fallback}>
              <MemberMapCanvas
                points={stablePoints}
                tileUrl={tileUrl}
                attribution={attribution ?? (tileUrl === OSM_TILE_URL ? OSM_ATTRIBUTION : '')}
                zoom={zoom}
                height={height}
                still={still}
                onTilesFailed={() => setFailedFor(tileUrl)}
                renderPopup={(point) => (
                  <div className={styles.popup}>
                    <span className={styles.popupName}>{point.name}</span>
                    {point.sector ? <span className={styles.popupSector}>{point.sector}</span> : null}
                    {point.href !== undefined ? (
                      <ProviderLink className={styles.popupLink} href={point.href}>
                        {intl.formatMessage({ id: 'ui.memberMap.openMember' })}
                      </ProviderLink>
                    ) : null}
                  </div>
                )}
              />
            </Suspense>
          </MapBoundary>
        </div>
      ) : (
        fallback
      )}
    </div>
  );
}
