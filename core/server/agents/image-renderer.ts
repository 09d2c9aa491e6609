import type { ServiceIdentifier } from 'inversify';

/** Renders an SVG image to PNG (creative artifacts ship both). */
export interface ImageRenderer {
  svgToPng(svg: Uint8Array, width: number): Promise<Uint8Array>;
}
export const ImageRenderer: ServiceIdentifier<ImageRenderer> = Symbol.for('server.ImageRenderer');
