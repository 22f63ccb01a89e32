import { Fragment } from 'react';
import styled from 'styled-components';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@onething/shared-ui/overlays';
import { detectMac } from './match-shortcut';
import { entryKeys, SHORTCUT_SECTIONS } from './shortcut-list';

// Two balanced columns when the dialog is wide enough, one on phones.
const Sections = styled.div`
  columns: 2 15rem;
  column-gap: ${({ theme }) => theme.space[8]};

  section {
    break-inside: avoid;
    padding-bottom: ${({ theme }) => theme.space[5]};
  }
`;

const SectionTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  padding: ${({ theme }) => theme.space[1]} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Keys = styled.dd`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  flex-shrink: 0;
`;

const Description = styled.dt`
  flex: 1 1 auto;
`;

const Then = styled.span`
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Kbd = styled.kbd`
  min-width: 1.75rem;
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[1.5]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.foreground};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;

export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const isMac = detectMac();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Keyboard Shortcuts</DialogTitle>
          <DialogDescription>
            Shortcuts use {isMac ? 'Cmd (⌘)' : 'Ctrl'}, or G then a letter to go to a page, and are ignored while you
            type in a field.
          </DialogDescription>
        </DialogHeader>
        <Sections>
          {SHORTCUT_SECTIONS.map((section) => (
            <section key={section.title} aria-label={section.title}>
              <SectionTitle>{section.title}</SectionTitle>
              <List>
                {section.entries.map((entry) => (
                  <Row key={entry.description}>
                    <Description>{entry.description}</Description>
                    <Keys>
                      {entryKeys(entry, isMac).map((key) => (
                        <Kbd key={key}>{key}</Kbd>
                      ))}
                    </Keys>
                    {entry.sequence ? (
                      <Keys>
                        <Then>or</Then>
                        {entry.sequence.map((key, index) => (
                          <Fragment key={key}>
                            {index > 0 ? <Then>then</Then> : null}
                            <Kbd>{key}</Kbd>
                          </Fragment>
                        ))}
                      </Keys>
                    ) : null}
                  </Row>
                ))}
              </List>
            </section>
          ))}
        </Sections>
      </DialogContent>
    </Dialog>
  );
}
