import { AlertIcon, ButtonLink, centerRow, Container, gridGap } from '@rl/web-kit';
import styled from 'styled-components';
import { PAGES } from '@rl/contracts/pages';

/** Any path the router does not know (spec §2). */
export function NotFoundPage() {
  return (
    <Container>
      <Card>
        <Title>
          <AlertIcon size={28} />
          <h1>404 Page Not Found</h1>
        </Title>
        <p>Did you forget to add the page to the router?</p>
        <ButtonLink to={PAGES.home} $variant="primary">
          Back to home
        </ButtonLink>
      </Card>
    </Container>
  );
}

const Card = styled.section`
  max-width: 520px;
  margin: 72px auto;
  padding: 32px 28px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${gridGap(16)}
  justify-items: start;
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Title = styled.div`
  ${centerRow}
  gap: 12px;
  color: ${({ theme }) => theme.colors.accent};
  h1 { font-size: 1.6rem; color: ${({ theme }) => theme.colors.text}; }
`;
