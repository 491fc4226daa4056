import { capsLabel, CheckIcon, gridCenter, gridGap } from '@rl/web-kit';
import styled from 'styled-components';

const POINTS = [
  'List your car free: a success fee only when it sells',
  'A dedicated associate handles every buyer inquiry',
  'Secure messaging system',
  'Professional dealer network',
  'Nationwide reach: most cars sell in 30 to 90 days',
];

/** Why sign up: the selling copy beside the forms. */
export function SellingPoints() {
  return (
    <Panel>
      <Eyebrow>Sell with confidence</Eyebrow>
      <h2>Your premium car, in front of serious buyers</h2>
      <Lead>Create an account to list your vehicle and let our team handle the rest.</Lead>
      <List>
        {POINTS.map((point) => (
          <li key={point}>
            <Tick>
              <CheckIcon size={14} />
            </Tick>
            {point}
          </li>
        ))}
      </List>
    </Panel>
  );
}

const Panel = styled.section`
  ${gridGap(16)}
  align-content: center;
  color: ${({ theme }) => theme.colors.textOnDark};
  h2 { font-size: clamp(1.6rem, 3.4vw, 2.25rem); }
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.gold};
  ${capsLabel('0.8rem', 600, '0.12em')}
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  max-width: 460px;
`;

const List = styled.ul`
  ${gridGap(12)}
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  li { display: flex; align-items: center; gap: 12px; }
`;

const Tick = styled.span`
  ${gridCenter}
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
`;
