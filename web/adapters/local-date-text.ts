/**
 * Dates and times as this browser's locale writes them, through one `Intl.DateTimeFormat` each instead of a
 * `toLocaleString()` per row. The same options as `toLocaleString()` and `toLocaleDateString()` with no arguments,
 * so the text is the same. The formatters are made the first time the main thread is idle after this file
 * loads (with the signed-in shell), while the first page waits for its data: ICU's first use costs about 100 ms
 * of a phone's main thread, which used to fall in the render of the Dashboard's recent chats.
 */
import { whenIdle } from './main-thread.ts';

let dateTime: Intl.DateTimeFormat | null = null;
let dateOnly: Intl.DateTimeFormat | null = null;

const dateTimeFormat = () =>
  (dateTime ??= new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }));
const dateFormat = () => (dateOnly ??= new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'numeric', day: 'numeric' }));

void whenIdle().then(() => dateTimeFormat().format(0));

/** As `new Date(at).toLocaleString()`. */
export function localDateTime(at: string | number | Date): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : dateTimeFormat().format(date);
}

/** As `new Date(at).toLocaleDateString()`. */
export function localDate(at: string | number | Date): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : dateFormat().format(date);
}
