// How the top bar names the user: by the same rule as the dashboard's greeting (shared-data's
// greetingName: full name, else username, else the e-mail's local part). The start-up frame writes the
// avatar's letter from that name before the app loads, so the two must never differ.
import { greetingName } from '@onething/shared-data';

/** The full name, else the username, else the part of the e-mail before the @. */
export const displayName = greetingName;
