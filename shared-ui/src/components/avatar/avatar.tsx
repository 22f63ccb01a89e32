import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { avatarInitial } from './avatar-initial';

export type AvatarSize = 'sm' | 'md' | 'lg';

const diameters: Record<AvatarSize, string> = { sm: '2rem', md: '2.5rem', lg: '3.5rem' };
const fontSizes: Record<AvatarSize, string> = { sm: '0.8125rem', md: '1rem', lg: '1.375rem' };

const Root = styled(AvatarPrimitive.Root)<{ $size: AvatarSize }>`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => diameters[$size]};
  height: ${({ $size }) => diameters[$size]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  vertical-align: middle;
  user-select: none;
`;

const Image = styled(AvatarPrimitive.Image)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Fallback = styled(AvatarPrimitive.Fallback)<{ $size: AvatarSize }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  background-color: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentForeground};
  font-size: ${({ $size }) => fontSizes[$size]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
`;

export { avatarInitial };

export interface AvatarProps extends Omit<ComponentPropsWithRef<typeof AvatarPrimitive.Root>, 'children'> {
  src?: string | null;
  /** Person's display name: the image alt text and the source of the fallback letter. */
  name?: string | null;
  /** Overrides the computed fallback letter. */
  fallback?: string;
  size?: AvatarSize;
  /** Hide from assistive technology when the name is already written next to the avatar. */
  decorative?: boolean;
}

export function Avatar({ src, name, fallback, size = 'md', decorative = false, ...props }: AvatarProps) {
  const accessibleName = name?.trim() || 'User';
  return (
    <Root $size={size} {...props}>
      {src ? <Image src={src} alt={decorative ? '' : accessibleName} /> : null}
      <Fallback
        $size={size}
        delayMs={src ? 300 : undefined}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': accessibleName })}
      >
        {fallback ?? avatarInitial(name)}
      </Fallback>
    </Root>
  );
}
