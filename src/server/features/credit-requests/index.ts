/**
 * The credit-requests feature's front door: "Ask for credit" (ADR 0067). A request made without an account,
 * its public routes, the answer a top-up gives it (in the send's transaction) and the requester's text.
 */
export { claimCreditRequest, creditRequestCancelled, creditRequestSettled, CREDIT_REQUEST_SMS } from './answer.js';
export { creditRequestSmsRenderer } from './notices.js';
export { creditRequestRoutes } from './routes.js';
export { createCreditRequestService } from './service.js';
