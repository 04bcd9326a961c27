export { HeroSlideshow, heroDefaultSlides, builtInSlideNumbers } from './HeroSlideshow';
export type { HeroSlideshowProps, HeroSlide, BuiltInSlideNumber } from './HeroSlideshow';
