// One icon of the app's set (iconPaths.ts), inline SVG in the text's colour and size (1em).
// Always decorative: the control it sits in carries the accessible name (aria-label or text).
import { ICONS, type IconDrawing, type IconName, iconAttributes } from './iconPaths.ts';
import './icon.css';

export type { IconName } from './iconPaths.ts';

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const drawing: IconDrawing = ICONS[name];
  const {
    'stroke-width': strokeWidth,
    'stroke-linecap': strokeLinecap,
    'stroke-linejoin': strokeLinejoin,
    'aria-hidden': _hidden,
    ...rest
  } = iconAttributes(drawing);
  return (
    <svg
      {...rest}
      className={className ? `icon ${className}` : 'icon'}
      strokeWidth={strokeWidth}
      strokeLinecap={strokeLinecap as 'round'}
      strokeLinejoin={strokeLinejoin as 'round'}
      aria-hidden="true"
      data-icon={name}
    >
      <path d={drawing.d} transform={drawing.transform} />
    </svg>
  );
}
