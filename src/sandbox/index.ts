import type { Sandbox } from './framework.js';

/** Every sandbox `npm start` runs, in start order. Each lives in its own folder beside this file. */
export const ALL_SANDBOXES: readonly Sandbox[] = [];
