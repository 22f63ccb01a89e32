import { useId, useState } from 'react';
import { inviteLink } from '@onething/shared-data';
import { Copy } from 'lucide-react';
import { Button, Card, CardContent, Input, Label, MutedText } from '@onething/shared-ui';
import { toast } from '@onething/shared-ui/toaster';
import { Row, SectionTitle } from './layout';

/** Shown instead of a link for a group made offline: the database makes its invite code when it saves it. */
const INVITE_LINK_PENDING = 'The invite link appears once the group is saved.';

export function InviteLinkCard({ code, isPublic }: { code: string; isPublic: boolean }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const link = code ? inviteLink(window.location.origin, code) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast({ title: 'Invite link copied' });
    } catch {
      (document.getElementById(`${id}-link`) as HTMLInputElement | null)?.select();
      toast({ title: 'Copy the selected link', description: 'Your browser did not allow copying automatically.' });
    }
  };

  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <CardContent style={{ paddingTop: '1.5rem', display: 'grid', gap: '0.5rem' }}>
        <SectionTitle id={`${id}-title`} style={{ marginBottom: 0 }}>
          Invite people
        </SectionTitle>
        <MutedText>
          {isPublic
            ? 'Anyone can find this group; the link takes people straight to it.'
            : 'This group is private: people join only with this link.'}
        </MutedText>
        {link ? (
          <>
            <Label htmlFor={`${id}-link`}>Invite link</Label>
            <Row style={{ flexWrap: 'nowrap' }}>
              <Input id={`${id}-link`} value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
              <Button variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden="true" />
                {copied ? 'Copied' : 'Copy Link'}
              </Button>
            </Row>
          </>
        ) : (
          <MutedText>{INVITE_LINK_PENDING}</MutedText>
        )}
      </CardContent>
    </Card>
  );
}
