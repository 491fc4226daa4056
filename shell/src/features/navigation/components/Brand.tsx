import { SITE } from '@rl/web-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** Logo mark + wordmark, links home. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Home to="/" aria-label={`${SITE.name} home`} onClick={onNavigate}>
      <Mark aria-hidden="true">R</Mark>
      <Word>
        Remote<strong>Listings</strong>
      </Word>
    </Home>
  );
}

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.textOnDark};
  text-decoration: none;
  flex-shrink: 0;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.accent};
  font-weight: 800;
  font-size: 1.1rem;
`;

const Word = styled.span`
  font-size: 1.02rem;
  ${({ theme }) => theme.media.sm} { font-size: 1.15rem; }
  font-weight: 500;
  letter-spacing: -0.01em;
  strong { font-weight: 800; }
`;
