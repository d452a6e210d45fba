/**
 * The questions of the /support FAQ, in the order shown. Their words are `support.faq.items.<id>.q` and
 * `.a` in every catalogue; `link` is the screen where the answer can be acted on.
 */
export const FAQ_ITEMS = [
  { id: 'delivery', link: '/history' },
  { id: 'refund', link: '/history' },
  { id: 'fees', link: '/service-fees' },
  // PINs and data plans (docs/product-rules.md#support): what each is, how a PIN is loaded, and what is refunded.
  { id: 'pin', link: '/history' },
  { id: 'dataPlan', link: null },
  { id: 'planRefund', link: null },
  { id: 'wrongNumber', link: null },
  { id: 'paypal', link: '/wallet' },
  { id: 'verification', link: '/profile' },
  { id: 'referrals', link: '/invite-friends' },
  { id: 'loyalty', link: '/loyalty' },
  { id: 'promoCodes', link: '/promotions' },
  { id: 'deleteAccount', link: '/profile' },
  { id: 'languages', link: '/profile' },
  { id: 'security', link: '/security-settings' },
] as const;
type FaqId = (typeof FAQ_ITEMS)[number]['id'];

export interface FaqEntry {
  id: FaqId;
  question: string;
  answer: string;
}

/** Lower case, without accents, so "kreyol" finds "Kreyòl" and "frais" finds "Frais". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The entries whose question or answer holds every word typed, in any order; all of them for an empty search. */
export function matchingFaq<T extends FaqEntry>(entries: readonly T[], query: string): T[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = searchable(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}
