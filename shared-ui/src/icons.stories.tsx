import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import * as lucide from 'lucide-react';

const meta = {
  title: 'Foundations/Icons',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: 0.5rem;
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem 0.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.card};
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.mutedForeground};

  svg {
    color: ${({ theme }) => theme.colors.foreground};
  }
`;

// Apps import each icon they use from lucide-react (each build keeps only those); these are the ones in use.
const ICON_NAMES = [
  'AlertCircle',
  'AlertTriangle',
  'ArrowLeft',
  'ArrowRight',
  'Award',
  'BarChart3',
  'Bell',
  'Bold',
  'BookOpen',
  'Bot',
  'Brain',
  'Calendar',
  'CalendarDays',
  'Check',
  'CheckCircle2',
  'ChevronDown',
  'ChevronLeft',
  'ChevronRight',
  'ChevronUp',
  'Circle',
  'Clock',
  'CloudRain',
  'Coffee',
  'Copy',
  'Crown',
  'Ellipsis',
  'ExternalLink',
  'Eye',
  'EyeOff',
  'Flame',
  'Globe',
  'GripVertical',
  'Headphones',
  'Heart',
  'HelpCircle',
  'Home',
  'Info',
  'Italic',
  'Keyboard',
  'LayoutDashboard',
  'Leaf',
  'Library',
  'Lightbulb',
  'List',
  'ListChecks',
  'ListOrdered',
  'Loader2',
  'Lock',
  'LogOut',
  'Mail',
  'Menu',
  'MessageSquare',
  'Minus',
  'Monitor',
  'Moon',
  'MoreHorizontal',
  'MoreVertical',
  'PanelLeft',
  'Pause',
  'Pencil',
  'Play',
  'Plus',
  'Quote',
  'Redo2',
  'Repeat',
  'Rocket',
  'RotateCcw',
  'Save',
  'Search',
  'Settings',
  'Share2',
  'Shield',
  'ShieldCheck',
  'ShoppingBag',
  'SkipForward',
  'Sparkles',
  'Square',
  'Star',
  'Store',
  'Sun',
  'Target',
  'Timer',
  'Trash2',
  'TrendingUp',
  'Trophy',
  'Undo2',
  'User',
  'UserPlus',
  'Users',
  'Volume2',
  'VolumeX',
  'Waves',
  'X',
  'XCircle',
  'Zap',
] as const;

const icons: Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = Object.fromEntries(
  ICON_NAMES.map((name) => [name, lucide[name]]),
);
const entries = Object.entries(icons);

export const All: Story = {
  render: () => (
    <Grid>
      {entries.map(([name, Icon]) => (
        <Cell key={name}>
          <Icon size={20} aria-hidden />
          {name}
        </Cell>
      ))}
    </Grid>
  ),
};
