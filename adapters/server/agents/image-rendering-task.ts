import { Resvg } from '@resvg/resvg-js';

export interface ImageRenderingTask {
  svg: Uint8Array;
  width: number;
}

/**
 * Runs in a worker thread (loaded through image-rendering-worker.mjs): one SVG drawn to PNG with resvg. Drawing
 * and loading the system fonts cost about 20 ms each time, which on the event loop held every other request.
 */
export function renderPngTask(task: ImageRenderingTask): Uint8Array {
  const png = new Resvg(Buffer.from(task.svg), { fitTo: { mode: 'width', value: task.width }, font: { loadSystemFonts: true } }).render().asPng();
  return new Uint8Array(png);
}
