import { inlineRow, SITE, VisuallyHidden } from '@rl/web-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PAGES } from '@rl/contracts/pages';

/**
 * Logo mark + wordmark, links home. Its name ("Remote Listings home") is text for screen readers,
 * not an aria-label: the wordmark's letters must be part of the name (WCAG 2.5.3, label in name).
 */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Home to={PAGES.home} onClick={onNavigate}>
      <Mark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" />
        <path d="M11 23V9h6.5a4.5 4.5 0 0 1 0 9H11m6.5 0 5 5" />
      </Mark>
      <Word aria-hidden="true">
        Remote<strong>Listings</strong>
      </Word>
      <VisuallyHidden>{SITE.name} home</VisuallyHidden>
    </Home>
  );
}

const Home = styled(Link)`
  ${inlineRow}
  gap: 10px;
  color: ${({ theme }) => theme.colors.textOnDark};
  text-decoration: none;
  flex-shrink: 0;
`;

const Mark = styled.svg`
  width: 32px;
  height: 32px;
  flex-shrink: 0;
  rect { fill: ${({ theme }) => theme.colors.accent}; }
  path { fill: none; stroke: #fff; stroke-width: 3; stroke-linecap: round; stroke-linejoin: round; }
`;

const Word = styled.span`
  font-size: 1.02rem;
  ${({ theme }) => theme.media.sm} { font-size: 1.15rem; }
  font-weight: 500;
  letter-spacing: -0.01em;
  strong { font-weight: 800; }
`;
