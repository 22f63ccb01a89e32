// A native radio or checkbox drawn with the theme's colours. Native inputs keep the browser's behaviour
// (arrow keys move between radios, Space toggles, form semantics, Playwright's check()); the browser's own
// drawing is replaced because it ignores the theme and shows grey boxes in dark mode.
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

/** A check mark as an SVG image, stroked in the given colour (data URIs cannot read CSS variables). */
function checkMark(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="none" stroke="${color}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="M3.5 8.5l3 3 6-7"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

const Input = styled.input`
  appearance: none;
  display: inline-grid;
  flex-shrink: 0;
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  border: 1.5px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme, type }) => (type === 'radio' ? theme.radii.full : theme.radii.sm)};
  background-color: ${({ theme }) => theme.colors.card};
  background-position: center;
  background-repeat: no-repeat;
  background-size: 100% 100%;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background-color: ${({ theme }) => theme.colors.primary};
  }

  &[type='checkbox']:checked {
    background-image: ${({ theme }) => checkMark(theme.colors.primaryForeground)};
  }

  /* the dot: a ring of the card colour inside the filled circle */
  &[type='radio']:checked {
    box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.card};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  @media (forced-colors: active) {
    appearance: auto;
  }
`;

export interface ChoiceInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  type: 'radio' | 'checkbox';
}

export function ChoiceInput(props: ChoiceInputProps) {
  return <Input {...props} />;
}
