/**
 * How a PIN is loaded, from the operator's instructions (ADR 0035): a code to dial with the PIN in it
 * (`*120*<PIN>#`), or a number to call; null when the operator gave neither. The recipient's text says it
 * (server: topups/delivery/notices.ts) and so does the message the sender shares from the receipt (web: PinCard).
 */
export type PinLoading = { dial: string } | { call: string } | null;

/** The first code to dial that holds the PIN ("Dial *120*PIN# and press call" → `*120*<code>#`), else the number to call. */
export function pinLoading(pin: { code: string; instructions: readonly string[]; ivr: string | null }): PinLoading {
  for (const line of pin.instructions) {
    const dial = /[*#0-9]*\bPIN\b[*#0-9]*/i.exec(line)?.[0];
    if (dial && /[*#]/.test(dial)) return { dial: dial.replace(/PIN/i, pin.code) };
  }
  return pin.ivr?.trim() ? { call: pin.ivr.trim() } : null;
}
