import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight } from 'lucide-react';
import { Button, Input, media, VisuallyHidden } from '@onething/shared-ui';
import { emailHandOverState } from './email-hand-over';
import { Container } from './landing-layout';

const Wrap = styled.section`
  padding: ${({ theme }) => theme.space[20]} 0 ${({ theme }) => theme.space[16]};
  text-align: center;
  background: radial-gradient(ellipse at top, ${({ theme }) => theme.colors.primary}22, transparent 60%);

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[10]};
  }
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.card};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.03em;

  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Lead = styled.p`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space[4]} auto ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 28rem;
  margin: 0 auto;

  ${media.mobile} {
    flex-direction: column;
  }
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export function Hero() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate('/auth', { state: emailHandOverState(email) });
  };

  return (
    <Wrap aria-labelledby="hero-title">
      <Container>
        <Eyebrow>Your ONE Thing OS</Eyebrow>
        <Title id="hero-title">ONE Thing OS</Title>
        <Lead>
          Focus on the one goal that matters most. Plan it, build the habits behind it, protect your deep work and
          reflect on your progress, all in one place.
        </Lead>
        <Form onSubmit={submit} aria-label="Get started">
          <VisuallyHidden>
            <label htmlFor="landing-email">Email address</label>
          </VisuallyHidden>
          <Input
            id="landing-email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" size="md">
            Get Started <ArrowRight aria-hidden="true" />
          </Button>
        </Form>
        <Note>Free for founding members. No credit card needed.</Note>
      </Container>
    </Wrap>
  );
}
