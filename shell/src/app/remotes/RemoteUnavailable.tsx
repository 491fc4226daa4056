import { AlertIcon, Button, ButtonLink, Container, iconCircle, useFirstScreenDone } from '@rl/web-kit';
import styled from 'styled-components';
import { remoteLabel } from './remote-names';
import { PAGES } from '@rl/contracts/pages';

/** Fills the content area when a remote cannot be loaded; header and footer stay usable. */
export function RemoteUnavailable({ remote }: { remote: string }) {
  useFirstScreenDone();
  return (
    <Container>
      <Panel role="alert">
        <IconWrap>
          <AlertIcon size={28} />
        </IconWrap>
        <h1>{remoteLabel(remote)} is temporarily unavailable</h1>
        <p>This part of the site could not be loaded. Please try again in a moment.</p>
        <Actions>
          <Button type="button" $variant="primary" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <ButtonLink to={PAGES.home} $variant="outline">
            Go to home page
          </ButtonLink>
        </Actions>
      </Panel>
    </Container>
  );
}

const Panel = styled.section`
  max-width: 560px;
  margin: 64px auto;
  padding: 36px 28px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  display: grid;
  justify-items: center;
  gap: 12px;
  h1 { font-size: 1.5rem; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const IconWrap = styled.div`
  ${iconCircle(56)}
  background: #fdecec;
  color: ${({ theme }) => theme.colors.accent};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 8px;
`;
