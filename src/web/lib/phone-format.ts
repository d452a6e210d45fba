/** The shared format of a number (src/shared/phone.ts), in its own chunk: lists load it once they have a number to show. */
export { formatPhone } from '../../shared/phone';
