import { defineWrite } from '../offline/define-write';
import type { ShieldSettings } from './api/get-shield-settings';
import { upsertUserSettings } from './api/save-shield-settings';

// The writes of the shield's settings, declared once (see offline/define-write.ts).

export const shieldWrites = {
  /**
   * The whole intended settings, the site list and the adult-content flag together (a first insert of one
   * column alone would give the other its empty default): a replay sets the same again.
   */
  saveSettings: defineWrite({
    name: 'shield.save-settings',
    label: 'Saving the shield settings',
    changes: ['settings'],
    run: async ({ userId, settings }: { userId: string; settings: ShieldSettings }): Promise<ShieldSettings> => {
      const saved = await upsertUserSettings(userId, settings);
      return { distracting_sites: saved.distracting_sites, block_adult_content: saved.block_adult_content };
    },
  }),
};
