import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

/** A grey placeholder block that shimmers while content loads. */
export const Skeleton = styled.div<{ $height?: string; $width?: string }>`
  height: ${({ $height = '16px' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(90deg, #eceff3 0px, #f6f7f9 160px, #eceff3 320px);
  background-size: 800px 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
