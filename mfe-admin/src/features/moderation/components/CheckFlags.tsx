import type { Check, PendingListing } from '@rl/contracts';
import { AlertIcon, CheckIcon, InfoInsetIcon, inlineRow, mutedText, plainList, wrapRow } from '@rl/web-kit';
import styled from 'styled-components';
import { Chip } from '../../../shared/ui/Chip';
import { PhotoReview } from './PhotoReview';

/** Short names of the automated checks (contracts CHECK_CODES). */
const CHECK_LABELS: Record<Check['code'], string> = {
  vin_check_digit: 'VIN check digit',
  vin_decode_mismatch: 'VIN decode',
  duplicate_vin: 'Duplicate VIN',
  price_outlier: 'Price',
  few_photos: 'Photos',
  missing_contact: 'Seller contact',
  photo_quality: 'Photo quality',
  angle_coverage: 'Angles',
};

/**
 * The automated checks of a pending listing: each failed check is a warning chip with its message;
 * when none failed, a subtle 'All checks passed'. Checks that could not run are listed quietly.
 */
export function CheckFlags({ checks, queued }: { checks: readonly Check[]; queued?: PendingListing['queuedDecision'] }) {
  const failed = checks.filter((c) => !c.ok);
  const notRun = checks.filter((c) => c.ok && c.status === 'unknown');
  return (
    <>
      <Flags aria-label="Automated checks">
        {queued && (
          <li>
            <Chip $tone="info">
              <InfoInsetIcon size={14} />
              <span>
                <strong>Decision recorded:</strong> {queued.toStatus}, waiting for the listings service
              </span>
            </Chip>
          </li>
        )}
        {failed.length === 0 && (
          <li>
            <Passed>
              <CheckIcon size={14} />
              All checks passed
            </Passed>
          </li>
        )}
        {failed.map((c) => (
          <li key={c.code}>
            <Chip $tone="warning" data-check={c.code}>
              <AlertIcon size={14} />
              <span>
                <strong>{CHECK_LABELS[c.code] ?? c.code}:</strong> {c.message}
              </span>
            </Chip>
          </li>
        ))}
        {notRun.map((c) => (
          <li key={c.code}>
            <NotRun data-check={c.code}>
              <InfoInsetIcon size={13} />
              <span>
                {CHECK_LABELS[c.code] ?? c.code} not checked: {c.message}
              </span>
            </NotRun>
          </li>
        ))}
      </Flags>
      <PhotoReview checks={checks} />
    </>
  );
}

const Flags = styled.ul`
  ${wrapRow}
  gap: 6px 10px;
  ${plainList}
  strong { font-weight: 700; }
`;

const Passed = styled.span`
  ${inlineRow}
  gap: 5px;
  color: ${({ theme }) => theme.colors.success};
  font-size: 0.8rem;
  font-weight: 600;
`;

const NotRun = styled.span`
  display: inline-flex;
  align-items: flex-start;
  gap: 5px;
  ${mutedText('0.78rem')}
  svg { flex-shrink: 0; margin-top: 2px; }
`;
