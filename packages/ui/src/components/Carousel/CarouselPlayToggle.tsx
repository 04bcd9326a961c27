import { Pause, Play } from 'lucide-react';
import { useIntl } from 'react-intl';
import { IconButton, type IconButtonProps } from '../IconButton';

export interface CarouselPlayToggleProps extends Pick<IconButtonProps, 'className' | 'variant'> {
  /** The slides move by themselves. */
  playing: boolean;
  onPlayingChange: (playing: boolean) => void;
}

/**
 * Pause / play of a carousel that moves by itself (WCAG 2.2.2: content that moves for more than 5 seconds can be
 * paused). The name says what a press does, as the WAI carousel pattern has it.
 */
export function CarouselPlayToggle({ playing, onPlayingChange, className, variant = 'secondary' }: CarouselPlayToggleProps) {
  const intl = useIntl();
  return (
    <IconButton
      className={className}
      variant={variant}
      round
      label={intl.formatMessage({ id: playing ? 'ui.carousel.pause' : 'ui.carousel.play' })}
      icon={playing ? <Pause size={18} /> : <Play size={18} />}
      onClick={() => onPlayingChange(!playing)}
    />
  );
}
