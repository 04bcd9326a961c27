export { MemberDetailsScreen, memberDetailsStatuses } from './MemberDetailsScreen';
export type { MemberDetailsScreenProps, MemberDetailsStatus } from './MemberDetailsScreen';
export {
  contactChannels,
  MemberContactSections,
  MemberMediaSections,
  MemberMapSection,
  MemberReviewsSection,
  SimilarMembersSection,
  SIMILAR_MEMBERS_MAX,
} from './MemberDetailsSections';
export type {
  ContactChannel,
  MemberContactSectionsProps,
  MemberMediaSectionsProps,
  MemberMapSectionProps,
  MemberReviewsSectionProps,
  SimilarMembersSectionProps,
} from './MemberDetailsSections';
export { ReviewsCarousel } from './ReviewsCarousel';
export type { ReviewsCarouselProps } from './ReviewsCarousel';
export { weekdays, placeholderReview, sortOpeningHours } from './model';
export type { Weekday, OpeningHours, MemberReview, MemberDetails } from './model';
