import styles from './spinner.module.css';

/** The busy indicator shown in place of a submit button (size 38, public-site.md §9). */
export function Spinner({ label, size = 38 }: { label: string; size?: number }) {
  return (
    <span role="status" className={styles.spinner}>
      <svg width={size} height={size} viewBox="0 0 38 38" aria-hidden="true">
        <circle
          cx="19"
          cy="19"
          r="16"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="4"
        />
        <path d="M35 19a16 16 0 0 0-16-16" fill="none" stroke="currentColor" strokeWidth="4" />
      </svg>
      <span className={styles.label}>{label}</span>
    </span>
  );
}
