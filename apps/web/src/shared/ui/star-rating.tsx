import { RATING_MAX } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import styles from './saved-listing-card.module.css';

/** 1 to 5 stars (§3): radio buttons when editable, a read-out otherwise. */
export function StarRating({
  value,
  label,
  onChange,
}: {
  value: number | null;
  label: string;
  onChange?: (value: number) => void;
}) {
  const { t } = useTranslation();
  const stars = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
  if (!onChange) {
    return (
      <p className={styles.stars} aria-label={t('consumer.ratingValue', { count: value ?? 0 })}>
        {stars.map((star) => (
          <span key={star} aria-hidden="true">
            {value !== null && star <= value ? '★' : '☆'}
          </span>
        ))}
      </p>
    );
  }
  return (
    <fieldset className={styles.starField}>
      <legend className={styles.visuallyHidden}>{label}</legend>
      {stars.map((star) => (
        <label key={star} className={styles.star}>
          <input
            type="radio"
            name={label}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            className={styles.visuallyHidden}
          />
          <span aria-hidden="true">{value !== null && star <= value ? '★' : '☆'}</span>
          <span className={styles.visuallyHidden}>{t('consumer.stars', { count: star })}</span>
        </label>
      ))}
    </fieldset>
  );
}
