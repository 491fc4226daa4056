import styled from 'styled-components';

/** The red count on the avatar and the menu button: nothing at zero; 99+ above. */
export function UnreadBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return <Badge aria-label={label} role="status">{count > 99 ? '99+' : count}</Badge>;
}

const Badge = styled.span`
  position: absolute;
  top: -4px;
  right: -6px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
  pointer-events: none;
`;

/** The count next to a menu item ("My Messages 2"). */
export const ItemCount = styled.span`
  margin-left: auto;
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  text-align: center;
`;
