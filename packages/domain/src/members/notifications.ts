export type NotificationActionName = 'viewed' | 'dismissed';

export interface MemberNotification {
  readonly id: string | number;
  readonly content?: string | null;
  readonly expiresAt?: string | null;
  readonly notificationAction?: { readonly action?: readonly string[] | null } | null;
}

/** Notifications whose expiry is older than this are hidden (members-area.md §5, §9). */
export const NOTIFICATION_EXPIRY_CUTOFF_DAYS = 200;
/** Excerpt lengths: 100 characters, 50 in the inbox and message lists (§5). */
export const EXCERPT_LENGTH = 100;
export const LIST_EXCERPT_LENGTH = 50;
/** The text of an empty excerpt and of an empty list. */
export const NOTHING_RIGHT_NOW = 'Nothing Right Now';

/** Only these two actions are accepted (§4). */
export function isNotificationAction(action: string): action is NotificationActionName {
  return action === 'viewed' || action === 'dismissed';
}

/** New until a viewed action exists; dismissed once removed (§4). */
export function notificationState(n: MemberNotification): 'new' | 'viewed' | 'dismissed' {
  const actions = n.notificationAction?.action ?? [];
  if (actions.includes('dismissed')) return 'dismissed';
  return actions.includes('viewed') ? 'viewed' : 'new';
}

/**
 * A notification is listed unless dismissed (on the server or in local storage) or its expiry is
 * more than 200 days before now (§5).
 */
export function isNotificationVisible(
  n: MemberNotification,
  now: Date,
  locallyDismissed: readonly (string | number)[] = [],
): boolean {
  if (notificationState(n) === 'dismissed') return false;
  if (locallyDismissed.some((id) => String(id) === String(n.id))) return false;
  const expires = n.expiresAt ? Date.parse(n.expiresAt) : NaN;
  const cutoff = now.getTime() - NOTIFICATION_EXPIRY_CUTOFF_DAYS * 86_400_000;
  return Number.isNaN(expires) || expires >= cutoff;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** Text without its HTML tags, entities read and white space collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A notification's excerpt (§5): HTML stripped and cut to 100 characters (50 in lists) with an
 * ellipsis; 'Nothing Right Now' (or `empty`, the same words in the reader's language) when there
 * is no content.
 */
export function notificationExcerpt(
  content: string | null | undefined,
  length = EXCERPT_LENGTH,
  empty = NOTHING_RIGHT_NOW,
): string {
  const text = stripHtml(content ?? '');
  if (text === '') return empty;
  const chars = [...text];
  return chars.length <= length ? text : `${chars.slice(0, length).join('').trimEnd()}…`;
}

/** The avatar's initials: the first letters of the organisation name's first two words (§2). */
export function organisationInitials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}
