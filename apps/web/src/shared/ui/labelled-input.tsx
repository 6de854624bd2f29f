import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { dialogStyles } from './modal-dialog';

/** The class names a labelled input is drawn with (a CSS module with these five classes). */
export interface FieldClasses {
  readonly field?: string;
  readonly label?: string;
  readonly input?: string;
  readonly error?: string;
  readonly hint?: string;
}

interface LabelledInputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  /** The look of the field; a dialog's by default. */
  classes?: FieldClasses;
}

/** A labelled input with its hint and error read out with it. */
export function LabelledInput({
  label,
  error,
  hint,
  ref,
  classes = dialogStyles,
  ...input
}: LabelledInputProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        className={classes.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
