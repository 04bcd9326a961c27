export { MemberDetailsScreen, memberDetailsStatuses, contactChannels, SIMILAR_MEMBERS_MAX } from './MemberDetailsScreen';
export type { MemberDetailsScreenProps, MemberDetailsStatus, ContactChannel } from './MemberDetailsScreen';
export { ReviewsCarousel } from './ReviewsCarousel';
export type { ReviewsCarouselProps } from './ReviewsCarousel';
export { weekdays, placeholderReview, sortOpeningHours } from './model';
export type { Weekday, OpeningHours, MemberReview, MemberDetails } from './model';
