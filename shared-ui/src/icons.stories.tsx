import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import * as icons from './icons';

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

const entries = Object.entries(icons).filter(([, value]) => typeof value === 'object' || typeof value === 'function') as [
  string,
  ComponentType<{ size?: number; 'aria-hidden'?: boolean }>,
][];

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
