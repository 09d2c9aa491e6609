import { actionBound, makeObservable, observable } from 'mobx';

/** Where the system colour preference comes from (matchMedia in the browser). */
export interface ColorSchemeSource {
  prefersDark(): boolean;
  onChange(listener: (dark: boolean) => void): () => void;
}

/** Dark mode follows the system setting. */
export class ThemeViewModel {
  isDark: boolean;
  private readonly stop: () => void;

  constructor(source: ColorSchemeSource) {
    this.isDark = source.prefersDark();
    makeObservable(this, {
      isDark: observable,
      setDark: actionBound,
      dispose: actionBound,
    });
    this.stop = source.onChange(this.setDark);
  }

  setDark(dark: boolean): void {
    this.isDark = dark;
  }

  dispose(): void {
    this.stop();
  }
}
