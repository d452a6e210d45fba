// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { WifiOff } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { OfflineIcon } from './offline-icon';

describe('OfflineIcon', () => {
  it('draws what lucide draws for wifi-off, decorative like every icon of icons.tsx', () => {
    const lucide = createElement(WifiOff, { 'aria-hidden': 'true', focusable: 'false', className: 'h-4 w-4' });
    expect(renderToStaticMarkup(<OfflineIcon className="h-4 w-4" />)).toBe(renderToStaticMarkup(lucide));
  });
});
