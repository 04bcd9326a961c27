import { PartnersCarousel } from '@annuaire/ui';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePartnersQuery } from '../../data/carouselFeeds';
import { useCarouselTick, useViewportReport } from '../../shared/useCarouselTimers';
import { PARTNERS_INTERVAL_MS, partnerItems, partnersTrack } from '../../state/carousels/carouselRules';
import { carouselsActions, partnersActiveDot } from '../../state/carousels/carouselsSlice';
import { toPartnerItem } from './homeApi';
import { toPartner } from './mappers';

/** The partners carousel (spec public §4): one partner every 4 s, three built-in placeholders on a load failure. */
export function PartnersContainer() {
  const dispatch = useAppDispatch();
  const partners = usePartnersQuery();
  const items = useMemo(() => partnerItems(partners.data?.map(toPartnerItem), partners.isError), [partners.data, partners.isError]);
  const { track, autoplay } = useMemo(() => partnersTrack(items), [items]);
  const views = useMemo(() => track.map(toPartner), [track]);
  const state = useAppSelector((root) => root.carousels.partners);
  useViewportReport();
  const playing = autoplay && !state.paused;
  useCarouselTick(PARTNERS_INTERVAL_MS, () => dispatch(carouselsActions.partnersTick(items.length)), playing);
  return (
    <PartnersCarousel
      track={partners.isLoading ? [] : views}
      index={state.index}
      animate={state.animate}
      visible={state.visible}
      partnerCount={items.length}
      activeDot={partnersActiveDot(state.index, items.length)}
      onDotSelect={(dot) => dispatch(carouselsActions.partnersGoTo({ dot, partnerCount: items.length }))}
      onIndexChange={(index) => dispatch(carouselsActions.partnersMoved({ index, partnerCount: items.length }))}
      onTransitionEnd={() => dispatch(carouselsActions.partnersTransitionEnd(items.length))}
      playing={playing}
      onPlayingChange={autoplay ? (next) => dispatch(carouselsActions.autoplayPaused({ carousel: 'partners', paused: !next })) : undefined}
    />
  );
}
