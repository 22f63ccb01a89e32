import { useId } from 'react';
import styled from 'styled-components';
import { type ShieldSettings } from '@onething/shared-data';
import { Badge, Label, MutedText, VisuallyHidden } from '@onething/shared-ui';
import { Switch } from '@onething/shared-ui/controls';
import { blocksSite, type ShieldSettingsChange } from '../domain/shield-settings-changes';
import { Group, GroupTitle } from './panel-layout';
import { SHIELD_PRESET_SITES } from '../domain/shield-presets';

export const PRESET_BADGE = 'Pre-set';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  label {
    flex: 1 1 auto;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

interface PresetSitesProps {
  settings: ShieldSettings;
  onChange: (change: ShieldSettingsChange) => void;
}

/** The preset sites, each switched on (blocked) or off. */
export function PresetSites({ settings, onChange }: PresetSitesProps) {
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <Group>
      <div>
        <GroupTitle id={titleId}>Pre-set sites</GroupTitle>
        <MutedText>Common distractions. Switch off any you need for your work.</MutedText>
      </div>
      <List aria-labelledby={titleId}>
        {SHIELD_PRESET_SITES.map((site, index) => {
          const switchId = `${id}-site-${index}`;
          const blocked = blocksSite(settings, site.domain);
          return (
            <Item key={site.domain}>
              <Label htmlFor={switchId}>
                <span>
                  <VisuallyHidden>Block</VisuallyHidden> {site.domain}
                </span>
              </Label>
              <Badge variant="secondary">{PRESET_BADGE}</Badge>
              <Switch
                id={switchId}
                checked={blocked}
                onCheckedChange={(on) => onChange({ type: on ? 'block-site' : 'unblock-site', domain: site.domain })}
              />
            </Item>
          );
        })}
      </List>
    </Group>
  );
}
