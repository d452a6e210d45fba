/**
 * What other features may use from "Ask for credit": the ways to share a link (WhatsApp, SMS, copy), the safe
 * `?next=` back to a link after signing in, and the light frame of a link opened signed out. Family plans'
 * invitations (ADR 0074) are shared and opened the same way.
 */
export { CreditFrame as LinkFrame } from './CreditFrame';
export { copyText, nextParam, smsShareLink, whatsappShareLink } from './share';
