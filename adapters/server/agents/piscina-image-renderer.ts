import { Piscina } from 'piscina';
import type { ImageRenderer } from '../../../core/server/agents/image-renderer.ts';
import type { ImageRenderingTask } from './image-rendering-task.ts';

/**
 * SVG to PNG with resvg (a Rust renderer shipped as prebuilt binaries in the npm package) in a `piscina` pool of
 * worker threads: 100 creative runs at once spent seconds of the event loop drawing cards, which delayed every
 * run's first progress event and every other request (in a profile under load: 43% of the server's time).
 */
export class PiscinaImageRenderer implements ImageRenderer {
  private readonly pool = new Piscina<ImageRenderingTask, Uint8Array>({
    filename: new URL('./image-rendering-worker.mjs', import.meta.url).href,
    // No thread until a card is drawn; an idle one goes after a minute.
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 60_000,
    // The entry registers tsx itself; the parent's `--import tsx` would register it a second time.
    execArgv: [],
  });

  svgToPng(svg: Uint8Array, width: number): Promise<Uint8Array> {
    return this.pool.run({ svg, width });
  }

  /** Stops the threads (the server closes its run queue first, so no card is being drawn). */
  close(): Promise<void> {
    return this.pool.destroy();
  }
}
