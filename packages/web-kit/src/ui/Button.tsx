import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from './button-styles';

/** A <button>. Variants: accent (red), primary (navy), outline, ghost, light and their on-dark forms. */
export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A router link that looks like a button (in-app navigation). */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** An anchor that looks like a button (full-page navigation, tel: links). */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
