import styled from 'styled-components';

/** Centers content at the site's max width with side gutters (narrower on phones). */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.layout.gutter};
  }
`;
