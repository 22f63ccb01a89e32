import { requestSitePermission, type SitePermissionResult } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { PERMISSION_TOASTS } from '../../extension/domain/permission-messages';
import { SHIELD_SETTINGS_TOASTS } from '../domain/shield-settings-messages';

/**
 * Asks the companion extension for permission to block a site and tells the user the answer. No answer
 * within the bridge's 10 s counts as denied.
 */
export async function askPermissionToBlock(site: string): Promise<SitePermissionResult> {
  const result = await requestSitePermission(site);
  toast(result.granted ? PERMISSION_TOASTS.granted : SHIELD_SETTINGS_TOASTS.permissionDenied(result.site));
  return result;
}
