import { gridGap, iconCircle, plainList, surfacePanel } from '@rl/web-kit';
import styled from 'styled-components';

export interface Step {
  title: string;
  text: string;
}

/** Numbered steps as cards (an ordered list: screen readers announce the numbers). */
export function StepList({ steps, label }: { steps: readonly Step[]; label: string }) {
  return (
    <List aria-label={label}>
      {steps.map((step, i) => (
        <li key={step.title}>
          <Number aria-hidden="true">{i + 1}</Number>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  ${gridGap(16)}
  ${plainList}
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 20px; }
  li {
    display: grid;
    align-content: start;
    gap: 8px;
    padding: 24px;
    ${surfacePanel}
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  h3 { font-size: 1.1rem; margin-top: 6px; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Number = styled.span`
  ${iconCircle(40)}
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: 800;
`;
