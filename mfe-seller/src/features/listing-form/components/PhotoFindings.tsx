import type { PhotoFinding } from '@rl/contracts';
import { AlertIcon, centerRow, CheckIcon, gridGap } from '@rl/web-kit';
import styled from 'styled-components';

/** A photo's check results under its thumbnail: each finding with its advice ("Retake in daylight"), or a quiet "Looks good". */
export function PhotoFindings({ findings, label }: { findings: readonly PhotoFinding[] | null | undefined; label: string }) {
  if (!findings) return null;
  if (findings.length === 0) {
    return (
      <Good>
        <CheckIcon size={13} />
        Looks good
      </Good>
    );
  }
  return (
    <List aria-label={`Checks of ${label.toLowerCase()}`}>
      {findings.map((f) => (
        <li key={f.code} data-finding={f.code}>
          <AlertIcon size={13} />
          <span>
            <strong>{f.message}.</strong> {f.advice}.
          </span>
        </li>
      ))}
    </List>
  );
}

const Good = styled.p`
  ${centerRow}
  gap: 5px;
  padding: 0 8px 8px;
  color: ${({ theme }) => theme.colors.success};
  font-size: 0.76rem;
  font-weight: 600;
`;

const List = styled.ul`
  ${gridGap(4)}
  margin: 0;
  padding: 0 6px 8px;
  list-style: none;
  li {
    display: flex;
    gap: 5px;
    align-items: flex-start;
    padding: 5px 7px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: #fff4e5;
    color: #8a4b0f;
    font-size: 0.76rem;
    line-height: 1.35;
  }
  svg { flex: none; margin-top: 2px; }
  strong { font-weight: 700; }
`;
