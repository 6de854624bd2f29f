import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './slide-picker.module.css';

export interface SlideOption {
  value: string;
  label: string;
}

/**
 * A slider of choices showing `visible` at a time (the tour date shows 4, the time 3): radio
 * buttons, with previous and next to move the window.
 */
export function SlidePicker({
  legend,
  name,
  options,
  visible,
  value,
  onChange,
  invalid,
  errorId,
}: {
  legend: string;
  name: string;
  options: readonly SlideOption[];
  visible: number;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  errorId?: string;
}) {
  const { t } = useTranslation();
  const [start, setStart] = useState(0);
  const id = useId();
  const last = Math.max(0, options.length - visible);
  const shown = options.slice(start, start + visible);
  return (
    <fieldset
      className={styles.picker}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => setStart((s) => Math.max(0, s - 1))}
          disabled={start === 0}
          aria-label={t('listing.slider.previous', { what: legend })}
        >
          ‹
        </button>
        <div className={styles.slides} style={{ gridTemplateColumns: `repeat(${visible}, 1fr)` }}>
          {shown.map((option) => (
            <label key={option.value} className={styles.slide}>
              <input
                type="radio"
                name={`${name}-${id}`}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => setStart((s) => Math.min(last, s + 1))}
          disabled={start >= last}
          aria-label={t('listing.slider.next', { what: legend })}
        >
          ›
        </button>
      </div>
    </fieldset>
  );
}
