export { StarRating, STAR_COUNT, type StarRatingProps } from './star-rating';
