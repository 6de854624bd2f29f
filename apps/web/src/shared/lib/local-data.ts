/** Keys kept across sign-outs: the visitor's language is not personal to an account. */
const KEPT = new Set(['hearth.language']);

/**
 * Clears what the browser keeps for the signed-in person (search state, current account,
 * sort choices): the app's localStorage entries and this tab's sessionStorage.
 */
export function clearLocalData(storage: Storage = localStorage, session: Storage = sessionStorage) {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key && !KEPT.has(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
    session.clear();
  } catch {
    // Storage can be off (private mode): there is nothing to clear then.
  }
}
