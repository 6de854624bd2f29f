import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './form.module.css';

/** A labelled input with its error message tied to it for assistive technology. */
export function FormField({
  label,
  error,
  multiline,
  inputRef,
  ...input
}: {
  label: string;
  error?: string;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
} & InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    ref: inputRef,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? <textarea rows={3} {...shared} /> : <input {...shared} />}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
