import { fileURLToPath } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { runnerImport, type Plugin } from 'vite';

const STARTING_UP = fileURLToPath(new URL('../web/shell/starting-up.tsx', import.meta.url));
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The app's loading view (web/shell/starting-up.tsx) written into index.html's root, so that a page shows it
 * from its first paint instead of a blank page while its code downloads and starts (on a phone's network,
 * seconds). React replaces it when the app first renders, with the same view while the session is checked.
 * It is rendered from the component itself, so the two cannot drift apart.
 */
export function firstPaint(): Plugin {
  let markup: Promise<string> | null = null;
  return {
    name: 'first-paint',
    async transformIndexHtml(html) {
      if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to write the first paint into`);
      markup ??= runnerImport<{ StartingUp: ComponentType }>(STARTING_UP, { configFile: false, logLevel: 'silent' }).then(({ module }) =>
        renderToStaticMarkup(createElement(module.StartingUp)),
      );
      return html.replace(EMPTY_ROOT, `<div id="root">${await markup}</div>`);
    },
  };
}
