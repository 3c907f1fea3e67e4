import type { SVGProps } from 'react';

/** Props of {@link SvgIcon}: every native svg prop plus the path's `d` and the size in px. */
export interface SvgIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** The 24x24 stroke path. */
  d: string;
  /** Width and height in px; 18 by default. */
  size?: number;
}

/** A decorative inline SVG icon of one stroke path (aria-hidden): what `Icon` and `AlertIcon` draw with. */
export function SvgIcon({ d, size = 18, className, ...rest }: SvgIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `ui-icon ${className}` : 'ui-icon'}
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}
