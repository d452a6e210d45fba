// Runs before the end-to-end layer: without a browser it fails loudly, never passes silently.
import { CHROMIUM_PATH, chromiumIsInstalled } from './chromium-path';

if (!chromiumIsInstalled()) {
  console.error(
    `\nEnd-to-end tests need Chromium at ${CHROMIUM_PATH}, and it is not there.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to a Chromium you have). `.ci/run` does this for CI.\n',
  );
  process.exit(1);
}
