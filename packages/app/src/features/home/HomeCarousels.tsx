import { HeroSlideshow, PartnersCarousel, type HeroSlide as HeroSlideView } from '@annuaire/ui';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePartnersQuery, usePortalAdsQuery } from '../../data/carouselFeeds';
import { useCarouselTick, useViewportReport } from '../../shared/useCarouselTimers';
import { HERO_INTERVAL_MS, heroSlides, PARTNERS_INTERVAL_MS, partnerItems, partnersTrack } from '../../state/carousels/carouselRules';
import { carouselsActions, partnersActiveDot } from '../../state/carousels/carouselsSlice';
import { toAdInput, toPartnerItem } from './homeApi';
import { toHeroSlide, toPartner } from './mappers';

/** The hero slideshow (spec public §2.3): the portal's banners, advancing every 5 s once they loaded or failed. */
export function HeroContainer({ onSeeMore }: { onSeeMore: (slide: HeroSlideView) => void }) {
  const dispatch = useAppDispatch();
  const ads = usePortalAdsQuery();
  // spec public §8: a failure to load the banners is only logged; the built-in slides play.
  const slides = useMemo(() => heroSlides(ads.data?.map(toAdInput), ads.isError), [ads.data, ads.isError]);
  const views = useMemo(() => slides.map(toHeroSlide), [slides]);
  const hero = useAppSelector((state) => state.carousels.hero);
  useCarouselTick(HERO_INTERVAL_MS, () => dispatch(carouselsActions.heroTick(slides.length)), hero.playing);
  return (
    <HeroSlideshow
      slides={views}
      index={hero.index}
      loading={ads.isLoading}
      onPrevious={() => dispatch(carouselsActions.heroPrevious(slides.length))}
      onNext={() => dispatch(carouselsActions.heroNext(slides.length))}
      onSeeMore={onSeeMore}
    />
  );
}

/** The partners carousel (spec public §4): one partner every 4 s, three built-in placeholders on a load failure. */
export function PartnersContainer() {
  const dispatch = useAppDispatch();
  const partners = usePartnersQuery();
  const items = useMemo(() => partnerItems(partners.data?.map(toPartnerItem), partners.isError), [partners.data, partners.isError]);
  const { track, autoplay } = useMemo(() => partnersTrack(items), [items]);
  const views = useMemo(() => track.map(toPartner), [track]);
  const state = useAppSelector((root) => root.carousels.partners);
  useViewportReport();
  useCarouselTick(PARTNERS_INTERVAL_MS, () => dispatch(carouselsActions.partnersTick(items.length)), autoplay);
  return (
    <PartnersCarousel
      track={partners.isLoading ? [] : views}
      index={state.index}
      animate={state.animate}
      visible={state.visible}
      partnerCount={items.length}
      activeDot={partnersActiveDot(state.index, items.length)}
      onDotSelect={(dot) => dispatch(carouselsActions.partnersGoTo({ dot, partnerCount: items.length }))}
      onTransitionEnd={() => dispatch(carouselsActions.partnersTransitionEnd(items.length))}
    />
  );
}
