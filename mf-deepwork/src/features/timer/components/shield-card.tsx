import type { ExtensionStatus } from '@onething/shared-data';
import { Shield } from 'lucide-react';
import { Badge, Card, CardContent, CardHeader, Label, MutedText, SectionTitle } from '@onething/shared-ui';
import { Switch } from '@onething/shared-ui/controls';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
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

export interface ShieldCardProps {
  enabled: boolean;
  sites: readonly string[];
  extension: ExtensionStatus | null;
  /** Whether blocked sites show the blocked page rather than the browser's error page; null while unknown. */
  blockedPageAllowed: boolean | null;
  onEnabledChange: (enabled: boolean) => void;
}

/** Whether sessions start the distraction shield, and which domains it blocks. */
export function ShieldCard({ enabled, sites, extension, blockedPageAllowed, onEnabledChange }: ShieldCardProps) {
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
          <Switch id="shield-enabled" checked={enabled} onCheckedChange={onEnabledChange} />
        </Row>
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
