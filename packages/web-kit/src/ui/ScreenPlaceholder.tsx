import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './Container';

/**
 * A titled screen frame for screens that later issues fill in: a dark banner with the title and a
 * card saying what will live here.
 */
export function ScreenPlaceholder({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow?: string;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Banner>
        <Container>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1>{title}</h1>
        </Container>
      </Banner>
      <Container>
        <Card>
          <p>{description}</p>
          {children}
        </Card>
      </Container>
    </>
  );
}

const Banner = styled.section`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.ink}, ${({ theme }) => theme.colors.navyRaised});
  color: ${({ theme }) => theme.colors.textOnDark};
  padding: 48px 0 56px;
  h1 { font-size: clamp(1.75rem, 4vw, 2.5rem); }
`;

const Eyebrow = styled.p`
  margin-bottom: 8px;
  color: ${({ theme }) => theme.colors.gold};
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Card = styled.div`
  margin: -28px 0 56px;
  padding: 28px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.textMuted};
  display: grid;
  gap: 20px;
  justify-items: start;
`;
