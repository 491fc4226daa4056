import styled from 'styled-components';
import { gridGap } from '@rl/web-kit';

export const Form = styled.form`
  ${gridGap(18)}
`;

export const NameRow = styled.div`
  ${gridGap(18)}
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
