import type { LucideIcon } from 'lucide-react';

type IconProps = { className?: string };
export type Icon = (props: IconProps) => React.JSX.Element;

/**
 * The web's icons are lucide's 24 × 24 line icons in currentColor, each decorative: the text or the
 * accessible name beside it carries the meaning, so screen readers skip the drawing.
 */
export function decorative(Drawing: LucideIcon): Icon {
  const DecorativeIcon = ({ className = 'h-6 w-6' }: IconProps) => <Drawing aria-hidden="true" focusable="false" className={className} />;
  DecorativeIcon.displayName = Drawing.displayName;
  return DecorativeIcon;
}
