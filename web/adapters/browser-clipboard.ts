import type { ClipboardWriter } from '../chat/answer-copy.view-model.ts';

/**
 * The Clipboard API. Outside a secure context (plain http on a LAN address) the browser offers none: then
 * a hidden text area is selected and copied, which browsers still allow during a click.
 */
export class BrowserClipboard implements ClipboardWriter {
  constructor(private readonly win: Window) {}

  async writeText(text: string): Promise<void> {
    if (this.win.navigator.clipboard) return this.win.navigator.clipboard.writeText(text);
    const doc = this.win.document;
    const area = doc.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    doc.body.appendChild(area);
    area.select();
    try {
      if (!doc.execCommand('copy')) throw new Error('copy refused');
    } finally {
      area.remove();
    }
  }
}
