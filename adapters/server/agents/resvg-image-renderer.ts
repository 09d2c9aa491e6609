import { Resvg } from '@resvg/resvg-js';
import type { ImageRenderer } from '../../../core/server/agents/image-renderer.ts';

/** SVG to PNG with resvg (a Rust renderer shipped as prebuilt binaries in the npm package). */
export class ResvgImageRenderer implements ImageRenderer {
  async svgToPng(svg: Uint8Array, width: number): Promise<Uint8Array> {
    const png = new Resvg(Buffer.from(svg), { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true } }).render().asPng();
    return new Uint8Array(png);
  }
}
