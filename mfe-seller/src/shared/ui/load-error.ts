import { wrapRow } from '@rl/web-kit';
import styled from 'styled-components';

/** A red box in place of a dashboard section whose data could not be loaded: icon, message, Try again. */
export const LoadError = styled.div`
  ${wrapRow}
  gap: 12px;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fdecec;
  color: ${({ theme }) => theme.colors.danger};
  p { flex: 1 1 200px; font-weight: 500; }
`;
