import { useEffect, useId, useRef } from 'react';
import { Badge, Button, MutedText } from '@onething/shared-ui';
import type { AllSitesPermissionState } from '../../extension/hooks/use-all-sites-permission';
import { Group, GroupTitle, Status, StatusRow } from './panel-layout';

/**
 * Whether the sites the shield blocks show its blocked page (the extension has access to every site) or
 * the browser's error page (the user declined), with the way to allow it later.
 */
export function BlockedPagePermission({ permission }: { permission: AllSitesPermissionState }) {
  const titleId = `${useId()}-title`;
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The button goes once the answer is yes: keep keyboard users where it was instead of on the page's body.
  const focusStatusWhenGranted = useRef(false);
  const { granted, asking } = permission;

  useEffect(() => {
    if (granted && focusStatusWhenGranted.current) statusRef.current?.focus();
    if (granted !== null) focusStatusWhenGranted.current = false;
  }, [granted]);

  const allow = () => {
    focusStatusWhenGranted.current = true;
    void permission.ask('always');
  };

  return (
    <Group role="group" aria-labelledby={titleId}>
      <GroupTitle id={titleId}>Blocked page</GroupTitle>
      <StatusRow>
        <Status ref={statusRef} tabIndex={-1}>
          Status:{' '}
          {granted === null ? (
            <Badge variant="secondary">Checking...</Badge>
          ) : granted ? (
            <Badge variant="success">Allowed</Badge>
          ) : (
            <Badge variant="warning">Not allowed</Badge>
          )}
        </Status>
        {granted === false ? (
          // Stays enabled while asking: disabling the button just pressed would drop keyboard focus.
          <Button variant="outline" size="sm" aria-busy={asking || undefined} onClick={asking ? undefined : allow}>
            Allow the blocked page
          </Button>
        ) : null}
      </StatusRow>
      {granted ? (
        <MutedText>
          Every site the shield blocks shows your blocked page, with your ONE Thing and the time left.
        </MutedText>
      ) : granted === false ? (
        <MutedText>
          Your sites are still blocked, but they show the browser&apos;s error page instead of your blocked page.{' '}
          {asking
            ? 'Answer in the tab the extension opened.'
            : 'Chrome asks you once, for all sites, when you allow it.'}
        </MutedText>
      ) : null}
    </Group>
  );
}
