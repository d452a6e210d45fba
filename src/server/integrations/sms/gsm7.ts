/** What an SMS costs and the text as it leaves: the shared rules (src/shared/sms.ts), which the send screen counts with too. */
export { outsideGsm7, smsEncoding, smsSize, smsText } from '../../../shared/sms.js';
