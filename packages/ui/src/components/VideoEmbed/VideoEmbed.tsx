import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../styles/cx';
import * as styles from './VideoEmbed.css';
import { toEmbedUrl } from './embedUrl';

export interface VideoEmbedProps extends HTMLAttributes<HTMLElement> {
  /** A YouTube / Vimeo link or any https embed URL. */
  url: string;
  /** The iframe's accessible title (what the video is). */
  title: string;
  caption?: ReactNode;
}

/** A video player iframe at 16:9; nothing when the address cannot be embedded safely. */
export function VideoEmbed({ url, title, caption, className, ...rest }: VideoEmbedProps) {
  const src = toEmbedUrl(url);
  if (!src) return null;
  return (
    <figure {...rest} className={cx(styles.root, className)}>
      <iframe
        className={styles.frame}
        src={src}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
      {caption !== undefined ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
