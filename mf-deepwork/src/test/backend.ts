import { serviceClient } from '@onething/shared-data/testing';

/** The user's user_settings row as the database holds it (service role), or null. */
export async function storedSettings(userId: string) {
  const service = await serviceClient();
  const { data, error } = await service
    .from('user_settings')
    .select('distracting_sites, block_adult_content')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** Arranges saved settings with the service role. */
export async function seedSettings(
  userId: string,
  settings: { distracting_sites: string[]; block_adult_content: boolean },
) {
  const service = await serviceClient();
  const { error } = await service.from('user_settings').insert({ user_id: userId, ...settings });
  if (error) throw error;
}
