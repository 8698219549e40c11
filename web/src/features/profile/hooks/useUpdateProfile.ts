import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { api, unwrap, type User } from '../../../api/client';
import { CURRENT_USER_KEY } from '../../auth';
import type { ProfilePatchBody } from '../validation';

/** PATCH /api/user, then puts the answer in the current-user cache (header avatar, Home profile card). */
export function useUpdateProfile() {
  const { mutate } = useSWRConfig();
  const [isSaving, setSaving] = useState(false);
  const update = useCallback(
    async (body: ProfilePatchBody): Promise<User> => {
      setSaving(true);
      try {
        const user = await unwrap(api.PATCH('/api/user', { body }));
        await mutate(CURRENT_USER_KEY, user, { revalidate: false });
        return user;
      } finally {
        setSaving(false);
      }
    },
    [mutate],
  );
  return { update, isSaving };
}
