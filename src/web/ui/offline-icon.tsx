import { WifiOff } from 'lucide-react';
import { decorative } from './decorative-icon';

/**
 * The one icon the entry's own screens draw (the offline screen and the connection banner). It lives apart
 * from icons.tsx so that the code a first visit waits for holds this drawing, not all fifty: a module the
 * entry imports is downloaded whole, with every icon any screen uses from it.
 */
export const OfflineIcon = /* @__PURE__ */ decorative(WifiOff);
