// Loaded on demand (MemberMapCanvas.tsx, a lazy module): Leaflet and the cluster plugin, which registers
// L.markerClusterGroup on the Leaflet global Leaflet sets (a top-level effect: package.json lists this file in
// "sideEffects" so that no bundler drops it), and their stylesheets as text. The stylesheets are added to the
// document when the first map mounts (addLeafletStyles), not imported as CSS: the app bundles every imported
// stylesheet into the one stylesheet each page waits for before its first paint, and most pages show no map.
import L from 'leaflet';
import 'leaflet.markercluster';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import clusterCss from 'leaflet.markercluster/dist/MarkerCluster.css?inline';
import clusterDefaultCss from 'leaflet.markercluster/dist/MarkerCluster.Default.css?inline';

const STYLE_ID = 'annuaire-leaflet-styles';

/**
 * Leaflet's rules, once per document, first in its head: the kit's own rules for the map (MemberMap.css.ts: its
 * font, its marker) come later in the cascade and win over Leaflet's at equal specificity, as they did when both
 * were in one stylesheet.
 */
export function addLeafletStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `${leafletCss}\n${clusterCss}\n${clusterDefaultCss}`;
  doc.head.prepend(style);
}

export { L };
