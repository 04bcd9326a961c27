export { PartnersCarousel } from './PartnersCarousel';
export type { PartnersCarouselProps, Partner } from './PartnersCarousel';
