import { HeroSlideshow, type HeroSlide as HeroSlideView } from '@annuaire/ui';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePortalAdsQuery } from '../../data/carouselFeeds';
import { useCarouselTick } from '../../shared/useCarouselTimers';
import { HERO_INTERVAL_MS, heroSlides } from '../../state/carousels/carouselRules';
import { carouselsActions } from '../../state/carousels/carouselsSlice';
import { toAdInput } from './homeApi';
import { toHeroSlide } from './mappers';

/** The hero slideshow (spec public §2.3): the portal's banners, advancing every 5 s once they loaded or failed. */
export function HeroContainer({ onSeeMore }: { onSeeMore: (slide: HeroSlideView) => void }) {
  const dispatch = useAppDispatch();
  const ads = usePortalAdsQuery();
  const language = useAppSelector((state) => state.language.current);
  // spec public §8: a failure to load the banners is only logged; the built-in slides play.
  const slides = useMemo(
    () =>
      heroSlides(
        ads.data?.map((ad) => toAdInput(ad, language)),
        ads.isError,
      ),
    [ads.data, ads.isError, language],
  );
  const views = useMemo(() => slides.map(toHeroSlide), [slides]);
  const hero = useAppSelector((state) => state.carousels.hero);
  const playing = hero.playing && !hero.paused;
  useCarouselTick(HERO_INTERVAL_MS, () => dispatch(carouselsActions.heroTick(slides.length)), playing);
  return (
    <HeroSlideshow
      slides={views}
      index={hero.index}
      loading={ads.isLoading}
      onPrevious={() => dispatch(carouselsActions.heroPrevious(slides.length))}
      onNext={() => dispatch(carouselsActions.heroNext(slides.length))}
      onSeeMore={onSeeMore}
      playing={playing}
      onPlayingChange={(next) => dispatch(carouselsActions.autoplayPaused({ carousel: 'hero', paused: !next }))}
    />
  );
}
