import {
  pageOf,
  passwordLinkSchema,
  signupResponseSchema,
  userSchema,
  type AdminUpdateUserInput,
  type PasswordLink,
  type SignupRequest,
  type SignupResponse,
  type User,
  type UserListQuery,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

const userPageSchema = pageOf(userSchema);

export type UserFilter = Partial<Omit<UserListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

export const usersQueryKey = ['users'] as const;

/** GET /api/user/findAll: a page of the users within the caller's reach, filtered and sorted on the server. */
export function getUsersQueryOptions(filter: UserFilter) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'list', filter],
    queryFn: async ({ signal }) =>
      userPageSchema.parse(await api.get<unknown>('/api/user/findAll', { params: filter, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(filter: UserFilter) {
  return useQuery(getUsersQueryOptions(filter));
}

/** GET /api/user/findById/:userId (the user being edited). */
export function useUser(userId: number | null) {
  return useQuery({
    queryKey: [...usersQueryKey, 'one', userId],
    queryFn: async ({ signal }) =>
      userSchema.parse(await api.get<unknown>(`/api/user/findById/${userId}`, { signal })),
    enabled: userId != null,
  });
}

/** GET /api/user/export: the same filter as the list, as an .xlsx download. */
export function exportUsers(
  filter: Omit<UserFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
): Promise<void> {
  return downloadFile('/api/user/export', { params: filter, fallbackName: 'users.xlsx', onProgress });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersQueryKey });
}

/** POST /api/user/signup with the administrator's token: without a password, the answer carries the invitation. */
export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (input: Omit<SignupRequest, 'password'>): Promise<SignupResponse> =>
      signupResponseSchema.parse(await api.post<unknown>('/api/user/signup', input)),
    onSuccess: invalidate,
  });
}

/** POST /api/user/updateUser: details, roles, property, caps, target, enabled (disabling signs the user out). */
export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (input: AdminUpdateUserInput): Promise<User> =>
      userSchema.parse(await api.post<unknown>('/api/user/updateUser', input)),
    onSuccess: invalidate,
  });
}

/** POST /api/user/updateProfilePic?userId=: the photo of the user being edited. */
export function useUploadUserPhoto() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async ({ userId, file }: { userId: number; file: File }): Promise<User> => {
      const body = new FormData();
      body.append('file', file);
      return userSchema.parse(
        await api.post<unknown>('/api/user/updateProfilePic', body, { params: { userId } }),
      );
    },
    onSuccess: invalidate,
  });
}

/** POST /api/user/:userId/invitation or /passwordReset: a set-password link, answered once. */
export function usePasswordLinkAction() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async ({ userId, kind }: { userId: number; kind: 'invitation' | 'passwordReset' }) =>
      passwordLinkSchema.parse(await api.post<unknown>(`/api/user/${userId}/${kind}`)),
    onSuccess: invalidate,
  });
}

/** The full address of a link the server answers as a path of this web app. */
export const linkAddress = (link: PasswordLink) => new URL(link.path, window.location.origin).toString();

// The organisation and property pickers: only ids and names are read, whatever else the lists carry.
const namedPage = z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string() })) });
export type Named = { id: number; name: string };

/** GET /api/organisation (super admin): the organisations to pick from, by name. */
export function useOrganisationChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'organisation-choices'],
    queryFn: async ({ signal }) =>
      namedPage.parse(
        await api.get<unknown>('/api/organisation', { params: { size: 200, sort: 'name' }, signal }),
      ).items,
    enabled,
    staleTime: 60_000,
  });
}

/** GET /api/organisation/:id/properties: the organisation's properties to pick from, by name. */
export function usePropertyChoices(organisationId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'property-choices', organisationId],
    queryFn: async ({ signal }) =>
      namedPage.parse(
        await api.get<unknown>(`/api/organisation/${organisationId}/properties`, {
          params: { size: 200, sort: 'name' },
          signal,
        }),
      ).items,
    enabled: enabled && organisationId != null,
    staleTime: 60_000,
  });
}
