import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, ListChecks, Target } from 'lucide-react';
import { BothThemes } from '../../storybook/both-themes';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Card, CardContent, CardHeader } from '../card/card';
import { Column, HeaderRow, MutedText, PageGrid, PageStack, SectionTitle, StackList, WrapRow } from './page-layout';

const meta = {
  title: 'Layout/PageLayout',
  component: PageGrid,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const Page = ({ dense = false, iconSize }: { dense?: boolean; iconSize?: 'md' | 'lg' }) => (
  <div style={{ padding: '1.5rem' }}>
    <PageGrid $dense={dense}>
      <Column>
        <Card>
          <CardHeader>
            <HeaderRow>
              <SectionTitle $iconSize={iconSize}>
                <Target aria-hidden="true" />
                Your ONE Thing
              </SectionTitle>
              <Button size="sm" variant="outline">
                Edit
              </Button>
            </HeaderRow>
          </CardHeader>
          <CardContent>
            <WrapRow>
              <Badge variant="warning">High</Badge>
              <Badge variant="secondary">Due Friday</Badge>
            </WrapRow>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <SectionTitle $iconSize={iconSize}>
              <ListChecks aria-hidden="true" />
              Steps
            </SectionTitle>
          </CardHeader>
          <CardContent>
            <StackList>
              <li>Outline the chapters</li>
              <li>Write the first chapter</li>
              <li>Ask two friends to read it</li>
            </StackList>
          </CardContent>
        </Card>
      </Column>
      <Column>
        <Card>
          <CardHeader>
            <SectionTitle $iconSize={iconSize}>
              <Clock aria-hidden="true" />
              Today's Schedule
            </SectionTitle>
          </CardHeader>
          <CardContent>
            <MutedText>No time blocks today.</MutedText>
          </CardContent>
        </Card>
      </Column>
    </PageGrid>
  </div>
);

/** The planner's and the deep work page's grid: one column below the `lg` breakpoint. */
export const Default: Story = { render: () => <Page /> };
/** The dashboard's and the calendar's denser card grid, with the dashboard's larger heading icons. */
export const Dense: Story = { render: () => <Page dense iconSize="lg" /> };
/** A one-column page (community, the shield's settings): its sections one under another. */
export const Stacked: Story = {
  render: () => (
    <div style={{ padding: '1.5rem' }}>
      <PageStack>
        <Card>
          <CardHeader>
            <SectionTitle>
              <Target aria-hidden="true" />
              Your groups
            </SectionTitle>
          </CardHeader>
          <CardContent>
            <MutedText>You have not joined a group yet.</MutedText>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <SectionTitle>
              <ListChecks aria-hidden="true" />
              Public groups
            </SectionTitle>
          </CardHeader>
          <CardContent>
            <StackList>
              <li>Morning writers</li>
              <li>Deep work club</li>
            </StackList>
          </CardContent>
        </Card>
      </PageStack>
    </div>
  ),
};
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  render: () => (
    <BothThemes>
      <Page />
    </BothThemes>
  ),
};
