/**
 * The blue gradient behind the signed-out screens (/, /login, /register) and the colours drawn on it, as
 * Tailwind classes. axe cannot compute contrast over a gradient, so brand-surface.test.ts checks these very
 * classes by hand against every colour of each gradient (its stops and the blends between them): change a
 * colour here and that test says whether it still reads (ratios in docs/decisions/0041-…).
 */
export const BRAND_SURFACE = {
  /** The welcome screen's header and hero. */
  welcomeGradient: 'bg-gradient-to-b from-blue-800 via-blue-700 to-blue-600',
  /** The whole sign-in and sign-up screens, behind their white card. */
  authGradient: 'bg-gradient-to-b from-blue-800 to-blue-600',
  /** Text on the gradient: the product name, the welcome title. */
  text: 'text-white',
  /** The welcome subtitle: a softer white, still above 4.5:1 on the lightest stop. */
  softText: 'text-blue-50',
  /** The welcome bonus pill: white text on a darker veil (a white veil fell below 4.5:1 on blue-600). */
  pill: 'bg-blue-950/30 text-white',
  /** A control on the gradient (the language button, "I already have an account"), and its hover. */
  control: 'border-white/50 bg-blue-950/30 text-white hover:bg-blue-950/50',
  /** The focus ring of the controls on the gradient (3:1 against what surrounds it, WCAG 1.4.11). */
  focusRing: 'focus-visible:outline-yellow-400',
} as const;
