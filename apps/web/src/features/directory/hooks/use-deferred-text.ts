import { useEffect, useState } from 'react';

/** The text once it has stayed the same for `delayMs` (the suggestion defer of §5). */
export function useDeferredText(text: string, delayMs: number): string {
  const [deferred, setDeferred] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setDeferred(text), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);
  return deferred;
}
