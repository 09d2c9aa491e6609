import type { ColorSchemeSource } from '../shell/theme.view-model.ts';

/** The system colour scheme from `prefers-color-scheme`. */
export class MediaColorScheme implements ColorSchemeSource {
  private readonly query: MediaQueryList;

  constructor(win: Window = window) {
    this.query = win.matchMedia('(prefers-color-scheme: dark)');
  }

  prefersDark(): boolean {
    return this.query.matches;
  }

  onChange(listener: (dark: boolean) => void): () => void {
    const handler = (event: MediaQueryListEvent) => listener(event.matches);
    this.query.addEventListener('change', handler);
    return () => this.query.removeEventListener('change', handler);
  }
}
