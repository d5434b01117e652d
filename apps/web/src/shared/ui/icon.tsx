/**
 * The portal's own line icons, drawn on a 24 px grid. Channel icons are generic glyphs (a chat
 * bubble, a paper plane, a camera), never copies of third-party brand marks.
 */
const paths = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  gift: 'M4 10h16v10H4z M3 7h18v3H3z M12 7v13 M12 7C10 3 6 3 6 5.5S10 7 12 7c2 0 6 0 6-1.5S14 3 12 7z',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5 M17 4.5a3.2 3.2 0 0 1 0 6.2 M18.5 14.7c1.7.7 2.7 2.5 3 5.3',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4.5 20.5c1-3.8 4-5.5 7.5-5.5s6.5 1.7 7.5 5.5',
  history: 'M3.5 12a8.5 8.5 0 1 0 2.6-6.1 M3 4v4.5h4.5 M12 7.5V12l3 2',
  bell: 'M6 16v-5a6 6 0 1 1 12 0v5l1.5 2h-15z M10 20.5a2 2 0 0 0 4 0',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2 M4 14h3v5H5a1 1 0 0 1-1-1z M20 14h-3v5h2a1 1 0 0 0 1-1z M17 19c0 1.5-2 2-4 2',
  chevronDown: 'M6 9l6 6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  close: 'M6 6l12 12 M18 6L6 18',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3 12h18 M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  phone:
    'M8 2.5h8A1.5 1.5 0 0 1 17.5 4v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5z M11 18.5h2',
  slots: 'M4 4h16v16H4z M8.5 8.5h7l-4 8',
  live: 'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z M12 8l3 4-3 4-3-4z',
  fish: 'M3 12c3-4.5 8-6 12-4l5-3v14l-5-3c-4 2-9 .5-12-4z M8 11.5h.01',
  sports:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7l4 3-1.5 4.5h-5L8 10z M12 3v4 M16 10l4.5-1.5 M14.5 14.5l2.5 4 M9.5 14.5L7 18.5 M8 10L3.5 8.5',
  cards: 'M4 6.5l7-2.5 5 14-7 2.5z M13 4h5a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-1',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  lottery:
    'M8.5 20a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z M17 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M7.5 13l1.5-1v5',
  gamepad:
    'M7 8h10a4 4 0 0 1 4 4l-.5 4a2.5 2.5 0 0 1-4.3 1.4L14.5 16h-5l-1.7 1.4A2.5 2.5 0 0 1 3.5 16L3 12a4 4 0 0 1 4-4z M8 11v3 M6.5 12.5h3 M15.5 12h.01 M17.5 13.5h.01',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.4-7.5 10-7.5 10z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3.5 2',
  fire: 'M12 21c-4 0-7-2.8-7-6.5 0-3.5 2.5-5.5 4-8 .8 1.6 1.7 2.5 3 3 0-2.5 1-4.5 3-6.5.5 3 4 5.5 4 11 0 4.2-3 7-7 7z',
  flag: 'M5 21V4 M5 4h12l-2 4 2 4H5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z M20 20l-4-4',
  chat: 'M4 20l1.3-4A8 8 0 1 1 8 19z M9 11h.01 M12 11h.01 M15 11h.01',
  send: 'M21 3L3 10.5l7 2.5 2.5 7z M21 3L10 13',
  camera:
    'M4 7h3l2-2.5h6L17 7h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z M12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  play: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M10 8.5l5.5 3.5-5.5 3.5z',
  music: 'M9 18V5l11-2v13 M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0z M20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  hash: 'M5 9h15 M4 15h15 M10 3L8 21 M16 3l-2 18',
  external: 'M14 4h6v6 M20 4l-9 9 M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z',
  wrench:
    'M15 4a5 5 0 0 0-4.6 6.9L3.5 17.8a1.8 1.8 0 0 0 2.6 2.6l6.9-6.9A5 5 0 0 0 20 9l-3 1-2.5-2.5 1-3z',
  lock: 'M6 11h12v9H6z M8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  offline:
    'M3 3l18 18 M8.5 16.5a5 5 0 0 1 7 0 M5 12.5a10 10 0 0 1 5-2.6 M19 12.5a10 10 0 0 0-2.2-1.6 M2 9a15 15 0 0 1 4.3-2.8 M22 9a15 15 0 0 0-9.5-3.9 M12 20h.01',
  logout: 'M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4 M10 8l-4 4 4 4 M6 12h10',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M15.5 8.5l-2 5-5 2 2-5z',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7 M20 5v6h-6',
  coins:
    'M12 10c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3z M4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7 M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
  chart: 'M4 20V10 M10 20V4 M16 20v-7 M22 20H2',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6 M12 17h.01',
} as const;

/** Every icon name. */
export type IconName = keyof typeof paths;

/**
 * Props of `Icon`; icons are decorative, so the control around them carries the name. `path`
 * draws an icon kept outside this map (icons only lazy screens use, such as `account-icons.ts`).
 */
export type IconProps = ({ name: IconName; path?: never } | { name?: never; path: string }) & {
  size?: number;
  className?: string | undefined;
};

/** A decorative line icon in the current text colour. */
export function Icon({ name, path, size = 20, className }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path ?? paths[name as IconName]} />
    </svg>
  );
}
