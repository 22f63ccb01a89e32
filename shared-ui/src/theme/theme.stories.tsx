import type { Meta, StoryObj } from '@storybook/react-vite';
import styled, { useTheme } from 'styled-components';
import { BothThemes } from '../storybook/both-themes';
import { contrastRatio } from './contrast';
import type { ColorTokens } from './themes';

const meta = {
  title: 'Foundations/Theme',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: 0.75rem;
`;

const Swatch = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 0.75rem;
`;

const Chip = styled.div`
  display: flex;
  align-items: flex-end;
  height: 3.5rem;
  padding: 0.375rem 0.5rem;
  font-weight: 600;
`;

const SwatchInfo = styled.div`
  padding: 0.375rem 0.5rem;
  background-color: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.cardForeground};
`;

// Each surface is shown with the text colour meant for it, with its measured contrast.
const pairs: [keyof ColorTokens, keyof ColorTokens][] = [
  ['background', 'foreground'],
  ['card', 'cardForeground'],
  ['muted', 'mutedForeground'],
  ['primary', 'primaryForeground'],
  ['secondary', 'secondaryForeground'],
  ['accent', 'accentForeground'],
  ['destructive', 'destructiveForeground'],
  ['destructiveSubtle', 'destructiveText'],
  ['success', 'successForeground'],
  ['successSubtle', 'successText'],
  ['warning', 'warningForeground'],
  ['warningSubtle', 'warningText'],
  ['sidebar', 'sidebarForeground'],
  ['sidebarAccent', 'sidebarAccentForeground'],
  ['border', 'foreground'],
  ['input', 'background'],
  ['ring', 'background'],
];

function Palette() {
  const { colors } = useTheme();
  return (
    <Swatches>
      {pairs.map(([bg, fg]) => (
        <Swatch key={bg}>
          <Chip style={{ backgroundColor: colors[bg], color: colors[fg] }}>{bg}</Chip>
          <SwatchInfo>
            {colors[bg]} · {contrastRatio(colors[fg], colors[bg]).toFixed(1)}:1
          </SwatchInfo>
        </Swatch>
      ))}
    </Swatches>
  );
}

export const Colors: Story = {
  render: () => (
    <div style={{ padding: '1.5rem' }}>
      <Palette />
    </div>
  ),
};

export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  render: () => (
    <BothThemes>
      <Palette />
    </BothThemes>
  ),
};

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  margin-bottom: 0.75rem;
`;

function Scales() {
  const theme = useTheme();
  return (
    <div style={{ padding: '1.5rem', display: 'grid', gap: '2rem' }}>
      <section>
        <h2 style={{ marginBottom: '1rem' }}>Type scale</h2>
        {Object.entries(theme.fontSizes).map(([name, size]) => (
          <Row key={name}>
            <code style={{ width: '3rem' }}>{name}</code>
            <span style={{ fontSize: size }}>Focus on the ONE Thing</span>
          </Row>
        ))}
      </section>
      <section>
        <h2 style={{ marginBottom: '1rem' }}>Radii and shadows</h2>
        <Row>
          {(['sm', 'md', 'lg', 'xl'] as const).map((key) => (
            <div
              key={key}
              style={{
                width: '6rem',
                height: '4rem',
                borderRadius: theme.radii[key],
                boxShadow: theme.shadows[key],
                background: theme.colors.card,
                border: `1px solid ${theme.colors.border}`,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {key}
            </div>
          ))}
        </Row>
      </section>
    </div>
  );
}

export const Tokens: Story = { render: () => <Scales /> };
