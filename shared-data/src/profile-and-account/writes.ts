import { defineWrite } from '../offline/define-write';
import { updateProfile, type ProfileEdit } from './api/update-profile';

// The writes of the profile, declared once (see offline/define-write.ts). Deleting the account is no
// write of the queue: it needs the server at once, and there is nothing to show in its place meanwhile.

export const profileWrites = {
  /** The fields as the user set them (the intended state): a replay sets the same again. */
  update: defineWrite({
    name: 'profile.update',
    label: 'Saving your settings',
    changes: ['profile'],
    run: ({ userId, patch }: { userId: string; patch: ProfileEdit }) => updateProfile(userId, patch),
  }),
};
