import {
  formMessageResponseSchema,
  type ContactRequest,
  type FormMessageResponse,
  type ShareRequest,
} from '@hearth/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, clientErrorCodes } from '../../../shared/lib/api-error';
import { api } from '../../../shared/lib/api-client';

async function postForm(path: string, body: unknown): Promise<FormMessageResponse> {
  const parsed = formMessageResponseSchema.safeParse(await api.post(path, body));
  if (!parsed.success) {
    throw new ApiError(200, clientErrorCodes.unparseable, 'Server Error. Please try again later.');
  }
  return parsed.data;
}

export const useContactRequest = (listingId: string) =>
  useMutation({
    mutationFn: (body: ContactRequest) =>
      postForm(`/api/form/listing/contact/${encodeURIComponent(listingId)}`, body),
  });

export const useShareListing = (listingId: string) =>
  useMutation({
    mutationFn: (body: ShareRequest) =>
      postForm(`/api/form/listing/share/${encodeURIComponent(listingId)}`, body),
  });
