import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../styles/cx';
import * as styles from './MapEmbed.css';
import { MAP_ZOOM, hasCoordinates, osmEmbedUrl, osmLinkUrl } from './osm';

export interface MapEmbedProps extends HTMLAttributes<HTMLElement> {
  latitude?: number | null;
  longitude?: number | null;
  /** Names the place for the iframe title ('Carte : Atlas Conseil'). */
  placeName?: string;
  /** Overrides the embed address (an app's own tile server); OpenStreetMap by default. */
  src?: string;
}

/** An OpenStreetMap iframe centred on the company at zoom 15; nothing at all when a coordinate is missing. */
export function MapEmbed({ latitude, longitude, placeName, src, className, ...rest }: MapEmbedProps) {
  const intl = useIntl();
  if (!hasCoordinates(latitude, longitude) || typeof longitude !== 'number') return null;
  const title = placeName ? intl.formatMessage({ id: 'ui.mapEmbed.titleOf' }, { place: placeName }) : intl.formatMessage({ id: 'ui.mapEmbed.title' });
  return (
    <figure {...rest} className={cx(styles.root, className)}>
      <iframe className={styles.frame} title={title} src={src ?? osmEmbedUrl(latitude, longitude, MAP_ZOOM)} loading="lazy" referrerPolicy="no-referrer" />
      <a className={styles.link} href={osmLinkUrl(latitude, longitude)} target="_blank" rel="noreferrer noopener">
        {intl.formatMessage({ id: 'ui.mapEmbed.open' })}
      </a>
    </figure>
  );
}
