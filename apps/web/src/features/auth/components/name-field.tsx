import { useState } from 'react';
import { TextField } from './text-field';

/** A name saved on blur, only when it is not empty and has changed (members-area.md §5). */
export function NameField({
  label,
  value,
  onSave,
}: {
  label: string;
  value: string;
  onSave: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [saved, setSaved] = useState(value);
  if (saved !== value) {
    // The stored value changed elsewhere (a refetch): show it.
    setSaved(value);
    setDraft(value);
  }
  return (
    <TextField
      label={label}
      value={draft}
      maxLength={64}
      autoComplete="off"
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        const next = draft.trim();
        if (next !== '' && next !== value) onSave(next);
      }}
    />
  );
}
