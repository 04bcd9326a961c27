import { useEffect, useRef, useState } from 'react';
import { MapContainer, Popup, TileLayer, useMap } from 'react-leaflet';
import { L } from './leaflet';

export { addLeafletStyles } from './leaflet';
import * as styles from './MemberMap.css';
import type { MemberMapPoint } from './model';

export interface MemberMapCanvasProps {
  points: readonly MemberMapPoint[];
  tileUrl: string;
  attribution: string;
  /** The zoom of a map of one point (a map of several fits them all). */
  zoom: number;
  height: number;
  /** No motion (the user prefers reduced motion, or a screenshot run). */
  still: boolean;
  /** The popup's content for a point. */
  renderPopup: (point: MemberMapPoint) => React.ReactNode;
  /** No tile could be drawn (the tile server cannot be reached): the map gives way to its fallback. */
  onTilesFailed: () => void;
}

const markerIcon = L.divIcon({ className: styles.marker, iconSize: [18, 18], iconAnchor: [9, 18], popupAnchor: [0, -18], html: '' });

/** The points as markers in one cluster layer, built once per list of points (thousands of markers: no React node each). */
function ClusteredMarkers({ points, still, onSelect }: { points: readonly MemberMapPoint[]; still: boolean; onSelect: (point: MemberMapPoint) => void }) {
  const map = useMap();
  useEffect(() => {
    const group = L.markerClusterGroup({ chunkedLoading: true, animate: !still, showCoverageOnHover: false });
    group.addLayers(
      points.map((point) =>
        L.marker([point.lat, point.lon], { icon: markerIcon, title: point.name, alt: point.name, keyboard: true }).on('click', () => onSelect(point)),
      ),
    );
    map.addLayer(group);
    if (points.length > 1) map.fitBounds(group.getBounds(), { padding: [32, 32], maxZoom: 12, animate: false });
    return () => {
      map.removeLayer(group);
    };
  }, [map, points, still, onSelect]);
  return null;
}

/** Leaflet and react-leaflet, in a chunk of their own fetched the first time a map mounts (MemberMap.tsx). */
export default function MemberMapCanvas({ points, tileUrl, attribution, zoom, height, still, renderPopup, onTilesFailed }: MemberMapCanvasProps) {
  const [selected, setSelected] = useState<MemberMapPoint>();
  const tilesLoaded = useRef(0);
  const first = points[0];
  const center: [number, number] = first ? [first.lat, first.lon] : [0, 0];
  return (
    <MapContainer
      className={styles.map}
      style={{ height }}
      center={center}
      zoom={points.length > 0 ? zoom : 2}
      scrollWheelZoom={false}
      fadeAnimation={!still}
      zoomAnimation={!still}
      markerZoomAnimation={!still}
    >
      <TileLayer
        url={tileUrl}
        attribution={attribution}
        eventHandlers={{
          tileload: () => {
            tilesLoaded.current += 1;
          },
          // 'load': every tile in view has answered; one missing tile is a hole, none at all an unreachable server
          load: () => {
            if (tilesLoaded.current === 0) onTilesFailed();
          },
        }}
      />
      <ClusteredMarkers points={points} still={still} onSelect={setSelected} />
      {selected ? (
        <Popup position={[selected.lat, selected.lon]} offset={[0, -14]} eventHandlers={{ remove: () => setSelected(undefined) }}>
          {renderPopup(selected)}
        </Popup>
      ) : null}
    </MapContainer>
  );
}
