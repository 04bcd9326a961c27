export { Carousel } from './Carousel';
export type { CarouselProps } from './Carousel';
export { CarouselPlayToggle } from './CarouselPlayToggle';
export type { CarouselPlayToggleProps } from './CarouselPlayToggle';
