import type { Language } from '../../shared/i18n/languages';

/**
 * One word per thing, per language (docs/product-rules.md#glossary). `docs/glossary.md` is this table for people; the glossary
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

/**
 * Where the English text of a key names the thing, the same key in each listed language must say it with its
 * word: the catalogues' keys, and in the server-side texts the same property of each language's block.
 */
export interface RequiredWords {
  /** A regular expression (case-insensitive, whole words) on the English text: it names the thing. */
  en: string;
  /** A regular expression (case-insensitive, whole words) each language's text of that key must contain. */
  words: Partial<Record<Exclude<Language, 'en'>, string>>;
  /** Catalogue keys (prefixes) or server texts (`file#property`) where the English words mean something else. */
  allowedIn?: readonly string[];
}

export interface GlossaryTerm {
  /** The thing, in English. */
  term: string;
  /** The one word (or form) each language uses for it. */
  words: Record<Language, string>;
  /** What each language must not write instead. */
  rejected: Partial<Record<Language, readonly RejectedVariant[]>>;
  /** What each language must write where the English names the thing (the review of 2026-11-27). */
  required?: readonly RequiredWords[];
}

const word = (...patterns: string[]): RejectedVariant[] => patterns.map((pattern) => ({ pattern }));

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    term: 'top-up',
    words: { en: 'top-up', fr: 'recharge', es: 'recarga', pt: 'recarga', ht: 'rechaj' },
    rejected: { ht: word('recharj\\p{L}*', 'rechaje') },
    required: [
      {
        en: 'top-ups?',
        words: { fr: 'recharges?', es: 'recargas?', pt: 'recargas?', ht: 'rechaj' },
        // "View all top-ups": the link says where it goes, the history.
        allowedIn: ['home.viewAllLabel'],
      },
    ],
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
    // "pa t fin fè" is "did not finish doing": an operator that declines "refize".
    rejected: { ht: word('echwe\\p{L}*', 'pa t fin fè') },
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
    required: [
      {
        en: 'two-factor authentication',
        words: {
          fr: 'validation en deux étapes',
          es: 'verificación en dos pasos',
          pt: 'verificação em duas etapas',
          ht: 'verifikasyon 2 etap',
        },
      },
    ],
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
    // "Ajuste de Kredi" and the staff's adjustments are ledger adjustments, not settings.
    rejected: { fr: word('réglages?'), es: [{ pattern: 'ajustes?', allowedIn: ['wallet.activity.types.adjustment', 'admin'] }] },
    required: [{ en: 'settings', words: { fr: 'paramètres', es: 'configuración', pt: 'configurações', ht: 'paramèt' } }],
  },
  {
    term: 'add funds',
    words: { en: 'Add funds', fr: 'Ajouter des fonds', es: 'Agregar fondos', pt: 'Adicionar saldo', ht: 'Ajoute lajan' },
    rejected: { es: word('añad\\p{L}*'), pt: word('fundos') },
    required: [
      {
        en: 'funds',
        words: { fr: 'fonds', es: 'fondos|saldo', pt: 'saldo', ht: 'lajan' },
        // The home screen's short button: "Ajouter", "Agregar", "Adicionar".
        allowedIn: ['home.addFunds'],
      },
    ],
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
    // "Estados Unidos" is a country.
    rejected: { pt: [...word('situação'), { pattern: 'estados?(?! Unidos)' }], ht: word('estati') },
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
    term: 'wallet',
    words: { en: 'wallet', fr: 'portefeuille', es: 'billetera', pt: 'carteira', ht: 'bous' },
    // Brazilian: "Sua carteira" opens a sentence ("na sua carteira" inside one is right).
    rejected: { pt: [{ pattern: 'A sua carteira', caseSensitive: true }] },
    required: [
      {
        en: 'wallets?',
        words: { fr: 'portefeuilles?', es: 'billeteras?', pt: 'carteiras?', ht: 'bous' },
        // Said without the word, and clear: "Aucune activité…", "Se faltar saldo…".
        allowedIn: ['wallet.activity.empty', 'schedules.shortWallet'],
      },
    ],
  },
  {
    term: 'fee',
    words: { en: 'fee', fr: 'frais', es: 'comisión', pt: 'taxa', ht: 'frè' },
    rejected: { es: word('tarifas?') },
    required: [
      {
        en: 'fees?',
        words: { fr: 'frais', es: 'comisión|comisiones', pt: 'taxas?', ht: 'frè' },
        // "…avec PayPal est gratuit": no fee, said without the word.
        allowedIn: ['serviceFees.addFundsFree'],
      },
    ],
  },
  {
    term: 'pending',
    words: { en: 'pending', fr: 'en attente', es: 'pendiente', pt: 'pendente', ht: 'ap tann' },
    rejected: { ht: word('an atant') },
    required: [{ en: 'pending', words: { ht: 'ap tann' } }],
  },
  {
    term: 'support (the team)',
    words: { en: 'support', fr: 'assistance', es: 'soporte', pt: 'suporte', ht: 'sipò' },
    rejected: { fr: word('(?:le|du|au) support'), es: word('contacta con'), pt: word('tickets?'), ht: word('sèvis kliyan') },
    required: [
      {
        en: 'support(?!@)',
        words: { fr: 'assistance', es: 'soporte', pt: 'suporte', ht: 'sipò' },
        // "Atención prioritaria": a benefit, said the usual way.
        allowedIn: ['profile.status.benefits.support'],
      },
    ],
  },
  {
    term: 'home (the first screen)',
    words: { en: 'Home', fr: 'Accueil', es: 'Inicio', pt: 'Início', ht: 'Akèy' },
    rejected: { ht: word('dakèy') },
    required: [{ en: '^home$|home page|to home', words: { ht: 'akèy' } }],
  },
  {
    term: 'history',
    words: { en: 'History', fr: 'Historique', es: 'Historial', pt: 'Histórico', ht: 'Istorik' },
    // "istwa" is a story.
    rejected: { ht: word('istwa') },
    required: [{ en: 'history', words: { ht: 'istorik' } }],
  },
  {
    term: 'check (look again)',
    words: { en: 'check', fr: 'vérifier', es: 'revisar', pt: 'conferir', ht: 'tcheke' },
    // "verifye" is kept for verifying an account, an email, a phone (and a code being checked).
    rejected: {},
    required: [
      {
        en: 'check\\p{L}*',
        words: { ht: 'tcheke|gade' },
        // A code being checked; the law's checks on transactions.
        allowedIn: ['security.twoFactor.confirming', 'src/web/features/legal/content/privacy#sections.3.paragraphs.2'],
      },
    ],
  },
  {
    term: 'turn on / turn off',
    words: { en: 'turn on, turn off', fr: 'activer, désactiver', es: 'activar, desactivar', pt: 'ativar, desativar', ht: 'limen, etenn' },
    rejected: { ht: word('aktive', 'dezaktive') },
    required: [
      { en: 'turn(?:ed)? on|switch(?:ed)? on', words: { ht: 'limen' } },
      { en: 'turn(?:ed)? off|switch(?:ed)? off', words: { ht: 'etenn' } },
    ],
  },
  {
    term: 'informal "you" (Spanish)',
    words: { en: 'you', fr: 'vous', es: 'tú', pt: 'você', ht: 'ou' },
    rejected: {
      es: [
        ...word('usted(?:es)?', 'agregue', 'elija', 'seleccione', 'contacte', 'péguelo', 'cópielo', 'compártalo', 'dé', 'active'),
        // Capitalized, these open a sentence as an order in "usted"; lowercase they are "when a friend sends…".
        ...['Su (?:billetera|canasta|cesta|código)', 'Envíe', 'Vuelva', 'Empiece', 'Revise', 'Intente', 'Espere'].map((pattern) => ({
          pattern,
          caseSensitive: true,
        })),
      ],
    },
  },
  {
    term: 'American Spanish (ADR 0040)',
    words: { en: '—', fr: '—', es: 'canasta, toca', pt: '—', ht: '—' },
    rejected: { es: word('cestas?', 'puls(?:a|ar|e)') },
  },
  {
    term: 'reload the page (Portuguese)',
    words: {
      en: 'Reload the page',
      fr: 'Rechargez la page',
      es: 'Vuelve a cargar la página',
      pt: 'Atualize a página',
      ht: 'Louvri paj la ankò',
    },
    // "Recarregue" is also "top up".
    rejected: { pt: word('recarregue a página') },
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
    rejected: {
      ht: [
        ...word('an konfli', 'pri sa a pa kenbe', 'an dirèk', 'de Kredi', 'awondi'),
        ...word('ak siksè', 'mete l an plas', 'diferan de', 'kanpe antre', 'premye non', 'wikenn', 'Ekip Kredi a'),
        ...word('imel', 'agrégatè', 'default', 'push', 'Dominikani', 'sòti'),
        { pattern: '24/7', inWords: true },
        // The page is "Rechaj pwograme"; "Pwograme" alone is the verb.
        { pattern: '(?:nan|Louvri) Pwograme', caseSensitive: true },
      ],
    },
  },
];
