export { StarRating, StarRatingInput, starRatingSizes, roundAverage } from './StarRating';
export type { StarRatingProps, StarRatingInputProps, StarRatingSize } from './StarRating';
