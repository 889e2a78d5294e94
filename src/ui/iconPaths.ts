// The app's icon set: 24x24 drawings as SVG path data, stroked (or filled) in currentColor so
// an icon takes the colour of the text around it. Drawn inline, never as emoji or special
// glyphs, which show as empty boxes where no emoji font is installed (issue 20). No React here:
// the checkout frame's layer (src/features/checkout/frameLayer.ts) draws its close button from
// the same data. Icon.tsx is the component.

export interface IconDrawing {
  /** Path data in a 24x24 box. */
  readonly d: string;
  /** Filled shapes instead of 2 px outlines. */
  readonly filled?: boolean;
  /** A transform of the whole drawing (a mirror of another icon). */
  readonly transform?: string;
}

const HEART = 'M12 20.5s-8-4.6-8-10.6A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 8 2.6c0 6-8 10.6-8 10.6z';
const STAR = 'M12 3.2l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17.2l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z';
const THUMB = 'M7.5 10.5v9.5H4v-9.5zM7.5 10.5 11.5 3.5c1.4 0 2.4 1 2.4 2.4L13.4 9.5h5.3a2 2 0 0 1 2 2.3l-1.2 6.5a2 2 0 0 1-2 1.7H7.5';
const FACE = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9.8v.4M15 9.8v.4';

export const ICONS = {
  close: { d: 'M6 6l12 12M18 6 6 18' },
  menu: { d: 'M4 6h16M4 12h16M4 18h16' },
  search: { d: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20' },
  chevronLeft: { d: 'M15 5l-7 7 7 7' },
  chevronRight: { d: 'M9 5l7 7-7 7' },
  arrowLeft: { d: 'M19 12H5M11 6l-6 6 6 6' },
  arrowRight: { d: 'M5 12h14M13 6l6 6-6 6' },
  check: { d: 'M5 12.5l4.5 4.5L19 7.5' },
  arrowUp: { d: 'M12 19V5M6 11l6-6 6 6' },
  arrowDown: { d: 'M12 5v14M6 13l6 6 6-6' },
  heart: { d: HEART },
  heartFilled: { d: HEART, filled: true },
  star: { d: STAR },
  starFilled: { d: STAR, filled: true },
  thumbUp: { d: THUMB },
  thumbDown: { d: THUMB, transform: 'rotate(180 12 12)' },
  play: { d: 'M8 5v14l11-7z', filled: true },
  clock: { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2' },
  dot: { d: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', filled: true },
  chat: { d: 'M4 5h16v11H9.5L4 20.5z' },
  flame: { d: 'M12 21c-3.9 0-7-2.8-7-6.6 0-3 1.9-5 3.6-6.6.3 2 1.2 3 2.4 3.6.1-3.3 1.1-6 3.5-8.2.6 3.1 4.5 5.5 4.5 10.8 0 4.2-3.1 7-7 7z' },
  clap: {
    d: 'M8 13V6.5a1.5 1.5 0 0 1 3 0V11M11 11V4.5a1.5 1.5 0 0 1 3 0V11M14 11V6.5a1.5 1.5 0 0 1 3 0V14c0 3.9-2.6 7-6 7-2.6 0-4.3-1.6-5.5-3.6L3.3 13.6a1.5 1.5 0 0 1 2.5-1.6L8 14.5',
  },
  smile: { d: `${FACE}M8 14.2s1.5 2 4 2 4-2 4-2` },
  wow: { d: `${FACE}M12 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4z` },
} as const satisfies Record<string, IconDrawing>;

export type IconName = keyof typeof ICONS;

/** Attributes every icon's <svg> carries: decorative (the control names itself), current colour. */
export function iconAttributes(drawing: IconDrawing): Record<string, string> {
  return {
    viewBox: '0 0 24 24',
    width: '1em',
    height: '1em',
    fill: drawing.filled ? 'currentColor' : 'none',
    stroke: drawing.filled ? 'none' : 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  };
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The icon as a DOM element, for code that builds DOM without React. */
export function createIconElement(name: IconName, className = 'icon'): SVGSVGElement {
  const drawing: IconDrawing = ICONS[name];
  const svg = document.createElementNS(SVG_NS, 'svg');
  for (const [attribute, value] of Object.entries(iconAttributes(drawing))) svg.setAttribute(attribute, value);
  svg.setAttribute('class', className);
  svg.dataset.icon = name;
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', drawing.d);
  if (drawing.transform) path.setAttribute('transform', drawing.transform);
  svg.append(path);
  return svg;
}
