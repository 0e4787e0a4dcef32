import { useId } from 'react';
import './star-rating.css';

export const STAR_COUNT = 5;

export interface StarRatingProps {
  /** 0 = none chosen. */
  value: number;
  onChange: (value: number) => void;
  /** The group's accessible name (a legend). */
  legend: string;
  /** Accessible name of each star, e.g. (n) => t('stars', { count: n }). */
  starLabel: (stars: number) => string;
  disabled?: boolean;
}

/** Five stars as a real radio group: arrow keys move, screen readers say "3 stars, 3 of 5". */
export function StarRating({ value, onChange, legend, starLabel, disabled = false }: StarRatingProps) {
  const name = useId();
  return (
    <fieldset className="star-rating" disabled={disabled}>
      <legend className="star-rating__legend">{legend}</legend>
      <div className="star-rating__stars">
        {Array.from({ length: STAR_COUNT }, (_, index) => {
          const stars = index + 1;
          return (
            <label
              key={stars}
              className={stars <= value ? 'star-rating__star star-rating__star--on' : 'star-rating__star'}
            >
              <input
                className="visually-hidden"
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
              />
              <span className="visually-hidden">{starLabel(stars)}</span>
              <span aria-hidden="true">{'\u2605'}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
