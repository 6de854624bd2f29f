import type {
  Account,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  UpdateEmailRequest,
  User,
  UserPatchRequest,
} from '@hearth/contracts';
import { api } from '../../../shared/lib/api-client';

import type { LoginKind } from '../../../shared/lib/use-logout';

export type { LoginKind };

export const authApi = {
  login: (kind: LoginKind, body: { email: string; password: string }) =>
    api.post<{ results: User | Account }>(`/api/${kind}/login`, body),
  logout: (kind: LoginKind) => api.post<MessageResponse>(`/api/${kind}/logout`),
  register: (body: RegisterRequest) => api.post<MessageResponse>('/api/user/register', body),
  activateUser: (token: string) => api.post<MessageResponse>('/api/user/activate', { token }),
  lostPassword: (kind: LoginKind, email: string) =>
    api.post<MessageResponse>(`/api/${kind}/lost-password`, { email }),
  /** Sets a password from an e-mailed link: a reset, or a member account's activation. */
  setPassword: (
    kind: LoginKind,
    purpose: 'reset-password' | 'activate',
    body: ResetPasswordRequest,
  ) => api.post<MessageResponse>(`/api/${kind}/${purpose}`, body),
  confirmEmail: (token: string) => api.post<MessageResponse>('/api/user/confirm-email', { token }),
  updateEmail: (body: UpdateEmailRequest) =>
    api.post<MessageResponse>('/api/user/update-email', body),
  undoEmailChange: (token: string) =>
    api.post<MessageResponse>('/api/user/undo-email-change', { token }),
  deleteUser: () => api.post<MessageResponse>('/api/user/delete'),
  getUser: (id: string, signal?: AbortSignal) =>
    api.get<{ results: User }>(`/mls/v1/user/${encodeURIComponent(id)}`, { signal }),
  patchUser: (id: string, body: UserPatchRequest) =>
    api.patch<{ results: User }>(`/mls/v1/user/${encodeURIComponent(id)}`, body),
  uploadPhoto: (id: string, photo: Blob) => {
    const form = new FormData();
    form.append('avatar', photo, 'avatar.jpg');
    return api.post<MessageResponse & { results: User }>(
      `/mls/v1/user/${encodeURIComponent(id)}/photo`,
      form,
    );
  },
  updatePassword: (id: string, body: { currentPassword: string; password: string }) =>
    api.post<MessageResponse>(`/mls/v1/user/${encodeURIComponent(id)}/update-password`, body),
  dataUrl: (id: string) => `/mls/v1/user/${encodeURIComponent(id)}/data`,
};
