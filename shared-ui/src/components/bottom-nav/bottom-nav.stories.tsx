import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, Brain, CalendarDays, LayoutDashboard, ListChecks, Target } from 'lucide-react';
import { BottomNav, BottomNavItem } from './bottom-nav';

const meta = {
  title: 'Layout/BottomNav',
  component: BottomNav,
  parameters: { layout: 'fullscreen' },
  // The bar exists below the 768 px breakpoint only.
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const AREAS = [
  { label: 'Dashboard', href: '#dashboard', icon: <LayoutDashboard aria-hidden="true" /> },
  { label: 'ONE Thing', href: '#one-thing', icon: <Target aria-hidden="true" /> },
  { label: 'Habits', href: '#habits', icon: <ListChecks aria-hidden="true" /> },
  { label: 'Deep Work', href: '#deep-work', icon: <Brain aria-hidden="true" /> },
  { label: 'Calendar', href: '#calendar', icon: <CalendarDays aria-hidden="true" /> },
  { label: 'Reflection', href: '#reflection', icon: <BookOpen aria-hidden="true" /> },
];

export const FocusAreas: Story = {
  args: { 'aria-label': 'Focus Areas', children: null },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <p>The page; the bar stays at the bottom of the screen, Habits marked as the current page.</p>
      <BottomNav aria-label={args['aria-label']}>
        {AREAS.map((area) => (
          <BottomNavItem
            key={area.href}
            icon={area.icon}
            label={area.label}
            active={area.label === 'Habits'}
            link={<a href={area.href} />}
          />
        ))}
      </BottomNav>
    </div>
  ),
};
