import { alertIconPath } from './alert-icon';
import { SvgIcon, type SvgIconProps } from './svg-icon';

const paths = {
  view: 'M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12Zm10.5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  update: 'M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4',
  delete: 'M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
  link: 'M9 6H5v13h13v-4M14 4h6v6m0-6-9 9',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  close: 'M6 6l12 12M18 6 6 18',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  check: 'M5 12.5 10 17l9-10',
  alert: alertIconPath,
  info: 'M12 11v6m0-9h.01M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 2-4-4',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  'sort-asc': 'M12 5v14m-6-8 6-6 6 6',
  'sort-desc': 'M12 5v14m-6-6 6 6 6-6',
  sort: 'M8 9l4-4 4 4M8 15l4 4 4-4',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01',
  send: 'M3 11l18-8-8 18-2-8-8-2Z',
  forward: 'M5 12h14m-6-6 6 6-6 6',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4V7Zm0 0 9 4 9-4M12 11v10',
  users:
    'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM21 19v-1a4 4 0 0 0-3-3.9M15 3.1a3.5 3.5 0 0 1 0 6.8',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2-1.2L14.5 3h-5l-.4 2.6a7.5 7.5 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.5 7.5 0 0 0 2 1.2l.4 2.6h5l.4-2.6a7.5 7.5 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2Z',
} as const satisfies Record<string, string>;

/** The names of the kit's inline SVG icons. */
export type IconName = keyof typeof paths;

/** Props of {@link Icon}: every native svg prop plus the icon's name and size in px. */
export interface IconProps extends Omit<SvgIconProps, 'd'> {
  name: IconName;
}

/** A decorative inline SVG icon (aria-hidden); give the button or link around it an accessible name. */
export function Icon({ name, ...rest }: IconProps) {
  return <SvgIcon d={paths[name]} {...rest} />;
}
