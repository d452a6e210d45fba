import type { Language } from '../../shared/i18n/languages';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import ht from './ht.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };

/**
 * Every catalog at once, for the tests that compare them; `en` is the reference every other catalog must
 * match key for key. The app never imports this: it loads the one language it shows (./index.ts).
 */
export const catalogs = { en, fr, es, pt, ht } satisfies Record<Language, unknown>;
