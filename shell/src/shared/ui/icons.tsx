import { Icon, type IconProps } from '@rl/web-kit';

/** Line icons only the shell draws (in web-kit's Icon frame), used on the first screen; the others are in ./more-icons and @rl/web-kit. */
export const PauseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 5v14M15 5v14" />
  </Icon>
);
export const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4.5v15l12-7.5z" />
  </Icon>
);
export const StarIcon = (p: IconProps) => (
  <Icon fill="currentColor" strokeWidth={1} {...p}>
    <path d="m12 2.8 2.8 5.7 6.3.9-4.55 4.44 1.07 6.26L12 17.1l-5.62 2.96 1.07-6.26L2.9 9.4l6.3-.9z" />
  </Icon>
);
