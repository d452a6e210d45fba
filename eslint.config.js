// The house rules, checked first in `npm test` (ADR 0018). The import zones below are the arrows of
// docs/architecture.md: what may import what. A file that breaks one fails the lint with the zone's message.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const serverFeatures = featuresOf('./src/server/features');
const webFeatures = featuresOf('./src/web/features');
/** Everything of the server beside its features: app.ts, main.ts, jobs/, cli/, … */
const serverOutsideFeatures = readdirSync(new URL('./src/server', import.meta.url))
  .filter((name) => name !== 'features')
  .map((name) => `./src/server/${name}`);

const sandboxZone = {
  target: './src/server',
  from: './src/sandbox',
  except: [],
  message: 'The server reaches the sandboxes over their wire protocols; main.ts loads them dynamically when SANDBOXES=on.',
};

/** Each zone: files under `target` may not import from `from` (except the listed paths). */
const zones = [
  // The two sides meet only in src/shared.
  {
    target: './src/shared',
    from: ['./src/server', './src/web', './src/sandbox'],
    message: 'src/shared is imported by both sides and imports neither.',
  },
  {
    target: './src/web',
    from: ['./src/server', './src/sandbox'],
    message: 'The web reaches the server only over HTTP; shared contracts live in src/shared.',
  },
  { target: './src/server', from: ['./src/web'], message: 'The server does not import the web app.' },
  sandboxZone,
  {
    target: './src/sandbox',
    from: ['./src/server', './src/web'],
    message: 'A sandbox stands in for an outside service: it knows nothing of Kredi.',
  },
  // Server: features → ledger → db, features → integrations.
  {
    target: './src/server/ledger',
    from: ['./src/server/features', './src/server/integrations'],
    message: 'The ledger depends only on the database.',
  },
  {
    target: './src/server/db',
    from: ['./src/server/features', './src/server/ledger', './src/server/integrations'],
    message: 'db/ is the bottom layer.',
  },
  {
    target: './src/server/integrations',
    from: ['./src/server/features', './src/server/ledger'],
    message: 'An integration speaks to an outside service; it knows no feature.',
  },
  // Each server feature has a front door, its index.ts (ADR 0072): another feature, app.ts and the composition
  // root import only that; a feature's own files import each other freely.
  ...serverFeatures.flatMap((feature) =>
    serverFeatures
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./src/server/features/${feature}`,
        from: `./src/server/features/${other}`,
        except: ['./index.ts'],
        message: `A feature uses another feature only through its index.ts (features/${other}/index.ts), never its store or other files.`,
      })),
  ),
  ...serverFeatures.map((other) => ({
    target: serverOutsideFeatures,
    from: `./src/server/features/${other}`,
    except: ['./index.ts'],
    message: `Outside its folder, a feature is used only through its index.ts (features/${other}/index.ts).`,
  })),
  // Web: app/ composes; ui/, lib/ and i18n/ know no feature; features meet through index.ts.
  {
    target: ['./src/web/ui', './src/web/lib', './src/web/i18n'],
    from: ['./src/web/app', './src/web/features'],
    message: 'ui/, lib/ and i18n/ are below the features and the app.',
  },
  { target: './src/web/features', from: './src/web/app', message: 'Features do not import the app that composes them.' },
  ...webFeatures.flatMap((feature) =>
    webFeatures
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./src/web/features/${feature}`,
        from: `./src/web/features/${other}`,
        except: ['./index.ts'],
        message: `A feature uses another feature only through its index.ts (features/${other}/index.ts).`,
      })),
  ),
];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'vendor/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // The server writes '.js' for its TypeScript files (Node's ESM rule); the resolver maps them back.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/web/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    // Only one way to format (shared/intl.ts): a formatter built per call cost the send screen ~100 ms of a
    // cheap phone's main thread, one per country row.
    files: ['src/**/*.{ts,tsx}'],
    // The sandboxes stand in for partners and share no product code.
    ignores: ['src/shared/intl.ts', 'src/**/*.test.{ts,tsx}', 'src/sandbox/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat|DisplayNames)$/]",
          message: 'Use numberFormat, dateTimeFormat or regionNames from src/shared/intl.ts: they build each formatter once.',
        },
      ],
    },
  },
  {
    // main.ts is the composition root: it alone may load the sandboxes (dynamically, when asked for); the other
    // arrows hold for it too (a feature only through its index.ts).
    files: ['src/server/main.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zones.filter((zone) => zone !== sandboxZone) }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The classic two rules. The React Compiler's rules (immutability, set-state-in-effect, …) are for code
    // the compiler will optimise; we do not run it, and their advice would change working screens.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  prettier,
);
