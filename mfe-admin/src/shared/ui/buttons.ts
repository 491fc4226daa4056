import { Button } from '@rl/web-kit';
import styled from 'styled-components';

/** Approve: the one green action of the dashboard. */
export const ApproveButton = styled(Button).attrs({ $variant: 'primary', $size: 'sm' })`
  background: ${({ theme }) => theme.colors.success};
  &:hover:not(:disabled) { background: #17613c; }
`;

/** Reject, take down: outlined in the danger colour. */
export const DangerButton = styled(Button).attrs({ $variant: 'outline', $size: 'sm' })`
  color: ${({ theme }) => theme.colors.danger};
  border-color: #f1c4c0;
  &:hover:not(:disabled) { background: #fdf1f0; border-color: ${({ theme }) => theme.colors.danger}; }
`;
