import type { ComponentProps } from 'react';
import { LabelledInput } from '../../../shared/ui/labelled-input';
import styles from './auth.module.css';

/** A sign-in form's labelled input: the shared field in the sign-in pages' look. */
export function TextField(props: Omit<ComponentProps<typeof LabelledInput>, 'classes'>) {
  return <LabelledInput classes={styles} {...props} />;
}
