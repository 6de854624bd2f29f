import { RATING_MAX } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import styles from './agent.module.css';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
const starGlyphs = (rating: number) => STARS.map((star) => (star <= rating ? '★' : '☆')).join('');

/** A contact's rating as read-out stars; 0 reads 'Not rated'. */
export function ContactStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const label =
    rating > 0 ? t('agent.contacts.rated', { count: rating }) : t('agent.contacts.notRated');
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {starGlyphs(rating)}
    </span>
  );
}

/** Clicking a star from 1 to 5 rates the contact (members-area.md §4); arrows move between them. */
export function ContactRatingField({
  rating,
  onRate,
}: {
  rating: number;
  onRate: (rating: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.starField}>
      <legend className={styles.visuallyHidden}>{t('agent.contact.rating')}</legend>
      {STARS.map((star) => (
        <label key={star} className={styles.star}>
          <input
            type="radio"
            name="contact-rating"
            value={star}
            checked={rating === star}
            onChange={() => onRate(star)}
            className={styles.visuallyHidden}
          />
          <span aria-hidden="true">{star <= rating ? '★' : '☆'}</span>
          <span className={styles.visuallyHidden}>{t('agent.contact.stars', { count: star })}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Initials of a contact's name for the avatar. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}
