import { Container, gridGap } from '@rl/web-kit';
import styled from 'styled-components';

const FACTS = [
  { value: 'Free', label: 'to list, success fee only when it sells' },
  { value: '30-90', label: 'days: how long most cars take to sell' },
  { value: '3.75%', label: 'APR: in-house financing rates from' },
  { value: '7 days', label: 'a week: our sales line is open' },
];

/** The marketing claims of spec §1 as a row of facts. */
export function ValueStrip() {
  return (
    <Strip aria-label="Why sell with us">
      <Grid>
        {FACTS.map((fact) => (
          <Fact key={fact.value}>
            <strong>{fact.value}</strong>
            <span>{fact.label}</span>
          </Fact>
        ))}
      </Grid>
    </Strip>
  );
}

const Strip = styled.section`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: 36px 0;
`;

const Grid = styled(Container)`
  ${gridGap(20)}
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Fact = styled.div`
  ${gridGap(4)}
  strong { font-size: clamp(1.5rem, 3vw, 2rem); font-weight: 800; color: ${({ theme }) => theme.colors.text}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;
