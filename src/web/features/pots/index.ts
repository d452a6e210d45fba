/** What other features may use from family plans (ADR 0074): the way to /family with one automatic top-up's invitation open. */
export { familySharePath } from './paths';
