import { BadgeCheckIcon, VisuallyHidden } from '@rl/web-kit';
import styled from 'styled-components';
import { VERIFIED_FROM_VIN, VIN_FIELD_LABELS, type VinVerification } from '@rl/contracts';

/** "Make, model and year" */
function sentenceList(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The line under the specifications' title: which facts this car's VIN confirms. Nothing without any. */
export function VinSummary({ verification }: { verification: VinVerification | null }) {
  const fields = verification?.fields ?? [];
  const names = [...fields.map((f) => VIN_FIELD_LABELS[f].toLowerCase()), ...(verification?.engine ? ['engine'] : [])];
  if (names.length === 0) return null;
  const text = sentenceList(names);
  return (
    <Summary>
      <BadgeCheckIcon size={18} />
      <span>
        <strong>{VERIFIED_FROM_VIN}:</strong> {text.charAt(0).toUpperCase() + text.slice(1)} {names.length === 1 ? 'matches' : 'match'} this
        car&apos;s VIN.
      </span>
    </Summary>
  );
}

/** The mark beside one verified spec: a check badge, read out as "Verified from VIN". */
export function VerifiedMark() {
  return (
    <Mark title={VERIFIED_FROM_VIN}>
      <BadgeCheckIcon size={15} />
      <VisuallyHidden>{VERIFIED_FROM_VIN}</VisuallyHidden>
    </Mark>
  );
}

const Summary = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin: -4px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #eaf5ef;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9rem;
  line-height: 1.4;
  svg { flex-shrink: 0; margin-top: 1px; color: ${({ theme }) => theme.colors.success}; }
  strong { color: ${({ theme }) => theme.colors.success}; }
`;

const Mark = styled.span`
  display: inline-flex;
  vertical-align: -2px;
  margin-left: 6px;
  color: ${({ theme }) => theme.colors.success};
`;
