// Loaded on demand (MemberMapCanvas.tsx, a lazy module): Leaflet's and the cluster plugin's stylesheets, and the
// plugin itself, which registers L.markerClusterGroup on the Leaflet global Leaflet sets. These are top-level
// effects: package.json lists this file in "sideEffects" so that no bundler drops it.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';

export { L };
