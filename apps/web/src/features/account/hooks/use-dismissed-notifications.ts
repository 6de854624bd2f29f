import { useCallback, useState } from 'react';

const KEY = 'hearth.dismissedNotifications';

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Ids of notifications dismissed in this browser (members-area.md §4: a dismissed id is also kept
 * in local storage), so a removed one stays hidden even before the server has answered.
 */
export function useDismissedNotifications() {
  const [ids, setIds] = useState<string[]>(read);
  const dismiss = useCallback((id: string) => {
    setIds((current) => {
      const next = current.includes(id) ? current : [...current, id].slice(-500);
      try {
        localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Storage can be off (private mode): the server still records the dismissal.
      }
      return next;
    });
  }, []);
  return { dismissedIds: ids, dismiss };
}
