import { aggregatorSandbox } from './aggregator/index.js';
import type { Sandbox } from './framework.js';
import { mailSandbox } from './mail/index.js';
import { oidcSandbox } from './oidc/index.js';
import { paypalSandbox } from './paypal/index.js';
import { pushSandbox } from './push/index.js';
import { smsSandbox } from './sms/index.js';

/** Every sandbox `npm start` runs, in the order it lists them. Each lives in its own folder beside this file. */
export const ALL_SANDBOXES: readonly Sandbox[] = [mailSandbox, smsSandbox, oidcSandbox, paypalSandbox, aggregatorSandbox, pushSandbox];

export { startSandboxes, stopSandboxes } from './framework.js';
