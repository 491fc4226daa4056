import { Icon, type IconProps } from '@rl/web-kit';

/**
 * Shell-only icons of the sections below the fold (a separate module so the first load does not carry
 * them); the others come from web-kit.
 */
export const ArrowRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);
