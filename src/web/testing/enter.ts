import { fireEvent } from '@testing-library/react';

/**
 * A value typed or picked, as a browser reports it: `input`, then `change` when the person moves on (a select
 * sends both at once). The app runs on Preact (ADR 0080), whose `onChange` listens to `input` on text fields and
 * to `change` on a select, a checkbox or a file, as the browser's own events say; a change event alone would be
 * one no browser sends.
 */
export function enter(element: Element, init: { target: Record<string, unknown> }): boolean {
  fireEvent.input(element, init);
  // The value is already in the field (and maybe tidied by the screen since): the change only reports it.
  return fireEvent.change(element);
}
