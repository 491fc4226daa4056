import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: 18px;
`;

export const NameRow = styled.div`
  display: grid;
  gap: 18px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
