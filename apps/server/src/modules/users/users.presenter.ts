import type { User } from '@hearth/contracts';
import type { UserRow } from './users.repository';

export const AVATAR_URL_PREFIX = '/media/avatars/';

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    language: row.language,
    avatar: row.photo_name
      ? {
          url: `${AVATAR_URL_PREFIX}${row.photo_name}`,
          createdAt: iso(row.photo_created_at ?? row.created_at),
          updatedAt: iso(row.photo_updated_at ?? row.photo_created_at ?? row.created_at),
        }
      : null,
    roles: [{ name: 'user' }],
  };
}
