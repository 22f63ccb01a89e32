import type { ExtensionStatus } from '@onething/shared-data';
import { Lock, Shield } from 'lucide-react';
import { Badge, Card, CardContent, CardHeader, Label, MutedText, SectionTitle } from '@onething/shared-ui';
import { Switch } from '@onething/shared-ui/controls';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};

  &:first-child {
    margin-top: 0;
  }
`;

const ManageLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

const Sites = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  margin: ${({ theme }) => `${theme.space[3]} 0`};
  padding: 0;
`;

const LockNote = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};

  svg {
    width: 1rem;
    height: 1rem;
    flex: none;
  }
`;

/** How the next session's shield holds: locked until its end, and allowlist mode. */
export type ShieldSessionOptions = { locked: boolean; allowlistMode: boolean };

export interface ShieldCardProps {
  enabled: boolean;
  sites: readonly string[];
  extension: ExtensionStatus | null;
  /** Whether blocked sites show the blocked page rather than the browser's error page; null while unknown. */
  blockedPageAllowed: boolean | null;
  onEnabledChange: (enabled: boolean) => void;
  options: ShieldSessionOptions;
  /** The sites allowlist mode lets through (set in Settings). */
  allowedSites: readonly string[];
  /** A session is on: its options are fixed until it ends. */
  sessionOn: boolean;
  /** The running session's shield is locked (it cannot be turned off). */
  locked: boolean;
  onOptionsChange: (options: ShieldSessionOptions) => void;
}

/** Whether sessions start the distraction shield, how it holds, and which domains it blocks. */
export function ShieldCard(props: ShieldCardProps) {
  const { enabled, sites, extension, blockedPageAllowed, onEnabledChange, options, allowedSites, sessionOn } = props;
  return (
    <Card aria-labelledby="shield-card-title">
      <CardHeader>
        <SectionTitle id="shield-card-title">
          <Shield aria-hidden="true" />
          Distraction Shield
        </SectionTitle>
      </CardHeader>
      <CardContent>
        <Row>
          <Label htmlFor="shield-enabled">Block distracting sites during sessions</Label>
          <Switch id="shield-enabled" checked={enabled} disabled={props.locked} onCheckedChange={onEnabledChange} />
        </Row>
        <Row>
          <div>
            <Label htmlFor="shield-locked">Lock the shield until the session ends</Label>
            <MutedText id="shield-locked-hint">
              Only an emergency stop, with a wait, ends a locked session early.
            </MutedText>
          </div>
          <Switch
            id="shield-locked"
            aria-describedby="shield-locked-hint"
            checked={enabled && options.locked}
            disabled={!enabled || sessionOn}
            onCheckedChange={(locked) => props.onOptionsChange({ ...options, locked })}
          />
        </Row>
        <Row>
          <div>
            <Label htmlFor="shield-allowlist">Only allow my work sites</Label>
            <MutedText id="shield-allowlist-hint">
              {allowedSites.length > 0
                ? `Blocks every site but ${allowedSites.join(', ')}.`
                : 'Add the sites you work on under Allowed sites in Settings first.'}
            </MutedText>
          </div>
          <Switch
            id="shield-allowlist"
            aria-describedby="shield-allowlist-hint"
            checked={enabled && options.allowlistMode && allowedSites.length > 0}
            disabled={!enabled || sessionOn || allowedSites.length === 0}
            onCheckedChange={(allowlistMode) => props.onOptionsChange({ ...options, allowlistMode })}
          />
        </Row>
        {props.locked ? (
          <LockNote role="status">
            <Lock aria-hidden="true" />
            Locked until this session ends.
          </LockNote>
        ) : null}
        {sites.length > 0 ? (
          <Sites aria-label="Blocked domains">
            {sites.map((site) => (
              <li key={site}>
                <Badge variant="secondary">{site}</Badge>
              </li>
            ))}
          </Sites>
        ) : (
          <MutedText>No sites chosen yet.</MutedText>
        )}
        {extension !== null && !extension.installed ? (
          <MutedText>The companion extension is not installed, so nothing is blocked yet.</MutedText>
        ) : null}
        {extension?.installed && blockedPageAllowed === false ? (
          <MutedText>
            Blocked sites show the browser&apos;s error page instead of your blocked page. You can allow the blocked
            page in Settings.
          </MutedText>
        ) : null}
        <ManageLink to="/settings#distraction-shield">Manage distracting websites</ManageLink>
      </CardContent>
    </Card>
  );
}
