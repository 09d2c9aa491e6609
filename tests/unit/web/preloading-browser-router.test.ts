// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { PreloadingBrowserRouter } from '../../../web/routing/preloading-browser-router.tsx';

/** The router web/main.tsx renders: an address changes only once the code of the screens it shows has arrived. */
describe('PreloadingBrowserRouter', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    window.history.replaceState(null, '', '/');
  });

  /** A preload per address that settles when the test says so. */
  function scriptedPreloads() {
    const pending = new Map<string, () => void>();
    const asked: string[] = [];
    const preload = (pathname: string) => {
      asked.push(pathname);
      return new Promise<void>((resolve) => pending.set(pathname, resolve));
    };
    const arrive = async (pathname: string) => {
      await act(async () => pending.get(pathname)!());
    };
    return { preload, asked, arrive };
  }

  function mount(preload: (pathname: string) => Promise<unknown>) {
    let navigate!: NavigateFunction;
    const shown: string[] = [];
    function Page() {
      navigate = useNavigate();
      const location = useLocation();
      shown.push(location.pathname);
      return createElement('p', null, location.pathname);
    }
    const container = document.createElement('div');
    act(() => {
      root = createRoot(container);
      root.render(createElement(PreloadingBrowserRouter, { preload, children: createElement(Page) }));
    });
    return { navigate: (to: string) => act(() => void navigate(to)), text: () => container.textContent, shown };
  }

  it("changes the address and the page only once the new page's code has arrived", async () => {
    const code = scriptedPreloads();
    const app = mount(code.preload);
    app.navigate('/knowledge-base?tab=urls');
    expect(code.asked).toEqual(['/knowledge-base']);
    expect(window.location.pathname).toBe('/');
    expect(app.text()).toBe('/');
    await code.arrive('/knowledge-base');
    expect(window.location.pathname + window.location.search).toBe('/knowledge-base?tab=urls');
    expect(app.text()).toBe('/knowledge-base');
  });

  it('drops a navigation a newer one overtook, even when its code arrives last', async () => {
    const code = scriptedPreloads();
    const app = mount(code.preload);
    const entries = window.history.length;
    app.navigate('/dashboard');
    app.navigate('/credits');
    await code.arrive('/credits');
    await code.arrive('/dashboard');
    expect(window.location.pathname).toBe('/credits');
    expect(app.shown).not.toContain('/dashboard');
    expect(window.history.length).toBe(entries + 1);
  });
});
