import { defineWrite } from '../offline/define-write';
import type { ShieldSettings } from './api/get-shield-settings';
import { SHIELD_RULE_COLUMNS, type ShieldRules } from './api/get-shield-rules';
import { upsertUserSettings } from './api/save-shield-settings';
import { getSupabase } from '../supabase';
import { row } from '../supabase/result';

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
  /** The whole intended rules (allowlist, schedules, time blocks, breaks, the emergency wait) together. */
  saveRules: defineWrite({
    name: 'shield.save-rules',
    label: 'Saving the shield rules',
    changes: ['settings'],
    run: async ({ userId, rules }: { userId: string; rules: ShieldRules }): Promise<ShieldRules> => {
      const saved = row(
        await getSupabase()
          .from('user_settings')
          .upsert({ ...rules, user_id: userId }, { onConflict: 'user_id' })
          .select(SHIELD_RULE_COLUMNS)
          .single(),
      );
      return saved as unknown as ShieldRules;
    },
  }),
};
