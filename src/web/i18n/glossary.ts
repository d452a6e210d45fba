import type { Language } from '../../shared/i18n/languages';

/**
 * One word per thing, per language (issue 16). `docs/glossary.md` is this table for people; the glossary
 * test keeps the two equal, and fails when a catalogue or a server-side text (emails, SMS, legal pages,
 * page titles, demo offers) uses a rejected variant.
 */
export interface RejectedVariant {
  /** A regular expression (case-insensitive unless `caseSensitive`), matched as a whole word unless `inWords`. */
  pattern: string;
  caseSensitive?: boolean;
  /** Match anywhere, not only between word boundaries (punctuation, money forms). */
  inWords?: boolean;
  /** Only these catalogue keys (prefixes) are checked: where the letters are right elsewhere ("Non" = "no"). */
  onlyIn?: readonly string[];
  /** Catalogue keys (prefixes) where the letters mean something else and are right. */
  allowedIn?: readonly string[];
}

export interface GlossaryTerm {
  /** The thing, in English. */
  term: string;
  /** The one word (or form) each language uses for it. */
  words: Record<Language, string>;
  /** What each language must not write instead. */
  rejected: Partial<Record<Language, readonly RejectedVariant[]>>;
}

const word = (...patterns: string[]): RejectedVariant[] => patterns.map((pattern) => ({ pattern }));

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    term: 'top-up',
    words: { en: 'top-up', fr: 'recharge', es: 'recarga', pt: 'recarga', ht: 'rechaj' },
    rejected: { ht: word('recharj\\p{L}*', 'rechaje') },
  },
  {
    term: 'amount (of money)',
    words: { en: 'amount', fr: 'montant', es: 'monto', pt: 'valor', ht: 'montan' },
    // "kantite fwa", "kantite itilizatè": a count, not money, keeps kantite.
    rejected: { es: word('importe'), ht: word('kantite(?! (?:fwa|itilizatè|tranzaksyon|pwen))') },
  },
  {
    term: 'operator (mobile network)',
    words: { en: 'operator', fr: 'opérateur', es: 'operador', pt: 'operadora', ht: 'operatè' },
    rejected: { ht: word('konpayi') },
  },
  {
    term: 'failed (top-up)',
    words: { en: 'failed', fr: 'échouée', es: 'fallida', pt: 'falhou', ht: 'pa pase' },
    rejected: { ht: word('echwe\\p{L}*') },
  },
  {
    term: 'send airtime',
    words: { en: 'send airtime', fr: 'envoyer du crédit', es: 'enviar saldo', pt: 'enviar recarga', ht: 'voye kredi' },
    rejected: { ht: word('voye minit') },
  },
  {
    term: 'last name',
    words: { en: 'Last name', fr: 'Nom', es: 'Apellido', pt: 'Sobrenome', ht: 'Siyati' },
    // "Non" is also "no" and a first name's "name": wrong only as the last-name label.
    rejected: { ht: [{ pattern: 'Non', onlyIn: ['auth.lastName', 'profile.personal.lastName'] }] },
  },
  {
    term: 'sign-in failed',
    words: {
      en: 'Login Failed',
      fr: 'Échec de la connexion',
      es: 'No se pudo iniciar sesión',
      pt: 'Falha no login',
      ht: 'Ou pa rive konekte',
    },
    // "koneksyon" is also the internet connection: a sign-in that fails is said with the verb.
    rejected: { ht: word('koneksyon an pa mache', 'erè koneksyon', 'koneksyon an pran twòp tan', 'koneksyon ak lòt kont') },
  },
  {
    term: 'delivered (by the operator)',
    words: {
      en: 'Delivered by {{operator}}',
      fr: 'Livrée par {{operator}}',
      es: 'Entregada por {{operator}}',
      pt: 'Entregue pela {{operator}}',
      ht: '{{operator}} mete l sou telefòn nan',
    },
    rejected: { ht: word('delivre\\p{L}*') },
  },
  {
    term: 'copied (confirmation)',
    words: { en: 'Copied', fr: 'Copié', es: 'Copiado', pt: 'Copiado', ht: 'Nou kopye l' },
    // "Kopye" alone is the button's command.
    rejected: {
      ht: [
        {
          pattern: '^Kopye$',
          onlyIn: ['topups.receipt.copiedTitle', 'promotions.copiedTitle', 'referrals.copied', 'security.twoFactor.codesCopiedTitle'],
        },
      ],
    },
  },
  {
    term: 'form field',
    words: { en: 'field', fr: 'champ', es: 'campo', pt: 'campo', ht: 'enfòmasyon' },
    rejected: { ht: word('chan') },
  },
  {
    term: 'two-factor authentication',
    words: {
      en: 'two-factor authentication',
      fr: 'validation en deux étapes',
      es: 'verificación en dos pasos',
      pt: 'verificação em duas etapas',
      ht: 'verifikasyon 2 etap',
    },
    rejected: {
      en: word('two-step verification'),
      fr: word('double authentification', 'authentification à deux facteurs'),
      es: word('autenticación (?:en|de) dos (?:pasos|factores)'),
      pt: word('autenticação (?:em|de) dois fatores'),
      ht: word('verifikasyon (?:an )?de etap', 'otantifikasyon de etap'),
    },
  },
  {
    term: 'privacy policy',
    words: {
      en: 'Privacy policy',
      fr: 'Politique de confidentialité',
      es: 'Política de privacidad',
      pt: 'Política de privacidade',
      ht: 'Politik sou vi prive',
    },
    rejected: { ht: word('règ sou vi prive', 'konfidansyalite') },
  },
  {
    term: 'welcome bonus',
    words: { en: 'welcome bonus', fr: 'bonus de bienvenue', es: 'bono de bienvenida', pt: 'bônus de boas-vindas', ht: 'bonis byenveni' },
    rejected: { ht: word('byenvini') },
  },
  {
    term: 'referral',
    words: { en: 'referral', fr: 'parrainage', es: 'referido', pt: 'indicação', ht: 'envitasyon' },
    rejected: { ht: word('parenn\\p{L}*') },
  },
  {
    term: 'settings',
    words: { en: 'Settings', fr: 'Paramètres', es: 'Configuración', pt: 'Configurações', ht: 'Paramèt' },
    rejected: { fr: word('réglages?'), es: word('ajustes') },
  },
  {
    term: 'add funds',
    words: { en: 'Add funds', fr: 'Ajouter des fonds', es: 'Agregar fondos', pt: 'Adicionar saldo', ht: 'Ajoute lajan' },
    rejected: { es: word('añad\\p{L}*'), pt: word('adicionar fundos') },
  },
  {
    term: 'loyalty',
    words: { en: 'Loyalty', fr: 'Fidélité', es: 'Fidelidad', pt: 'Fidelidade', ht: 'Fidelite' },
    rejected: { es: word('lealtad') },
  },
  {
    term: 'device',
    words: { en: 'device', fr: 'appareil', es: 'dispositivo', pt: 'aparelho', ht: 'aparèy' },
    rejected: { pt: word('dispositivos?') },
  },
  {
    term: 'status',
    words: { en: 'Status', fr: 'Statut', es: 'Estado', pt: 'Status', ht: 'Eta' },
    rejected: { pt: word('situação'), ht: word('estati') },
  },
  {
    term: 'build (app version)',
    words: { en: 'Build', fr: 'Compilation', es: 'Compilación', pt: 'Compilação', ht: 'Konpilasyon' },
    rejected: { fr: word('build'), pt: word('build') },
  },
  {
    term: 'reversed (PayPal payment)',
    words: { en: 'reversed', fr: 'annulé par PayPal', es: 'revertido', pt: 'estornado', ht: 'PayPal anile' },
    rejected: { fr: word('contre-pass\\p{L}*') },
  },
  {
    term: 'Kredi (grammatical gender)',
    words: { en: 'Kredi', fr: 'Kredi', es: 'Kredi', pt: 'o Kredi', ht: 'Kredi' },
    rejected: { pt: word('(?:a|da|na|à|pela) Kredi') },
  },
  {
    term: 'Kredi speaks as "we"',
    words: { en: 'we', fr: 'nous', es: 'nosotros', pt: 'nós', ht: 'nou' },
    rejected: { ht: word('yo p ap janm fè (?:ou|w) peye') },
  },
  {
    term: 'spelling',
    words: { en: '—', fr: 'apostrophe ’', es: '—', pt: '—', ht: 'p ap, fèk' },
    rejected: {
      fr: [{ pattern: "(?<=\\p{L})'(?=\\p{L})", inWords: true }],
      ht: word('pap', 'fenk'),
    },
  },
  {
    term: 'money (a whole amount)',
    words: { en: '$2.00', fr: '2,00 $US', es: '$2.00', pt: 'US$ 2,00', ht: '2,00 $US' },
    rejected: {
      en: [{ pattern: '\\$\\d+(?!\\d|[.,]\\d)', inWords: true }],
      es: [{ pattern: '\\$\\d+(?!\\d|[.,]\\d)', inWords: true }],
      fr: [
        { pattern: '\\$\\s?\\d', inWords: true },
        { pattern: '\\d \\$(?!US)', inWords: true },
      ],
      pt: [
        { pattern: '(?<!US)\\$\\s?\\d', inWords: true },
        { pattern: 'US\\$ \\d+(?!\\d|[.,]\\d)', inWords: true },
      ],
      ht: [
        { pattern: '\\$\\s?\\d', inWords: true },
        { pattern: '\\d \\$(?!US)', inWords: true },
      ],
    },
  },
  {
    term: 'calques (Kreyòl)',
    words: { en: '—', fr: '—', es: '—', pt: '—', ht: 'louvri paj la ankò, Vrè peman, pri sa a pa valab ankò' },
    rejected: { ht: word('an konfli', 'pri sa a pa kenbe', 'an dirèk', 'de Kredi', 'awondi') },
  },
];
