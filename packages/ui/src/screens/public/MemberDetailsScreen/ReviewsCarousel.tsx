import { useIntl } from 'react-intl';
import { Carousel } from '../../../components/Carousel';
import { StarRating } from '../../../components/StarRating';
import type { MemberReview } from './model';
import * as styles from './MemberDetailsScreen.css';

export interface ReviewsCarouselProps {
  reviews: readonly MemberReview[];
  /** First visible review; the app's ratings carousel owns it and its 4 s autoplay (spec public §4). */
  index: number;
  onIndexChange: (index: number) => void;
  /** 3 from 1024 px, 2 from 640 px, else 1 (spec public §4), computed by the app on resize. */
  itemsPerView: number;
  /** The reviews advance by themselves: with `onPlayingChange`, a pause / play button shows (WCAG 2.2.2). */
  playing?: boolean;
  onPlayingChange?: (playing: boolean) => void;
}

/** The member's reviews, a few at a time; the placeholder review reads 'Anonyme', 5 stars, 'Aucun avis pour le moment'. */
export function ReviewsCarousel({ reviews, index, onIndexChange, itemsPerView, playing, onPlayingChange }: ReviewsCarouselProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const slides = reviews.map((review) => (
    <article key={review.id} className={styles.reviewCard}>
      <StarRating average={review.score} size="sm" hideSummary />
      <p className={styles.text}>{review.placeholder ? t('public.memberDetails.noReviews') : review.comment}</p>
      <p className={styles.reviewAuthor}>{review.placeholder || review.author.trim() === '' ? t('public.memberDetails.anonymous') : review.author}</p>
    </article>
  ));
  // Spec public §9: the slide animation lasts 500 ms.
  return (
    <Carousel
      slides={slides}
      index={index}
      onIndexChange={onIndexChange}
      itemsPerView={itemsPerView}
      duration={500}
      label={t('public.memberDetails.reviewsCarouselLabel')}
      playing={playing}
      onPlayingChange={onPlayingChange}
    />
  );
}
