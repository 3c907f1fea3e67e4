import { SvgIcon, type SvgIconProps } from './svg-icon';

/** The path of the warning triangle, also `Icon`'s `alert`. */
export const alertIconPath =
  'M12 8v5m0 3h.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z';

/**
 * The warning triangle on its own, for the error banner: screens that show only a form (sign-in) then do not
 * download every path of `Icon`.
 */
export function AlertIcon(props: Omit<SvgIconProps, 'd'>) {
  return <SvgIcon d={alertIconPath} {...props} />;
}
