import { useId } from 'react';
import { Label, MutedText } from '@onething/shared-ui';
import { Switch } from '@onething/shared-ui/controls';
import { OptionRow } from './panel-layout';

export const ADULT_CONTENT_NOTE = '50+ sites blocked';

interface AdultContentOptionProps {
  blocked: boolean;
  onChange: (blocked: boolean) => void;
}

/** Blocks the extension's own list of adult sites along with the user's list. */
export function AdultContentOption({ blocked, onChange }: AdultContentOptionProps) {
  const id = useId();
  return (
    <OptionRow>
      <div>
        <Label htmlFor={`${id}-switch`}>Block adult content</Label>
        <MutedText id={`${id}-note`}>{ADULT_CONTENT_NOTE}</MutedText>
      </div>
      <Switch id={`${id}-switch`} aria-describedby={`${id}-note`} checked={blocked} onCheckedChange={onChange} />
    </OptionRow>
  );
}
