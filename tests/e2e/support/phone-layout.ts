import type { Page } from 'playwright-core';

/**
 * What is wrong with the page's layout on a phone, as it stands: the page scrolls sideways (and the element that
 * sticks out furthest), or a part of the header leaves the screen, wraps out of the header, is cut off, or overlaps
 * another part. `route` names the page in the problems found; the accessibility sweep checks every route with it at 390 px.
 */
export async function phoneLayoutProblems(page: Page, route: string): Promise<string[]> {
  const width = page.viewportSize()!.width;
  const found = await page.evaluate((viewportWidth) => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    const scrollWidth = document.documentElement.scrollWidth;
    let widest: { right: number; what: string } | null = null;
    if (scrollWidth > viewportWidth) {
      // What sticks out of the page itself: not what a scrolling or clipping ancestor holds in.
      // (An absolutely positioned element is clipped only by ancestors from its containing block up.)
      const heldIn = (el: Element) => {
        let position = getComputedStyle(el).position;
        for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
          if (position === 'fixed') return false;
          const style = getComputedStyle(at);
          if (position === 'absolute' && style.position === 'static') continue;
          if (style.overflowX !== 'visible') return true;
          position = style.position;
        }
        return false;
      };
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const right = el.getBoundingClientRect().right;
        if (right <= viewportWidth || heldIn(el)) continue;
        if (!widest || right > widest.right) widest = { right: Math.round(right), what: describe(el) };
      }
    }
    const header = document.querySelector('.app-header');
    const headerBox = header?.getBoundingClientRect();
    /** Where a header part's content is drawn: its box and its descendants' boxes and text, clipped where an overflow hides them. */
    const drawnBox = (part: Element) => {
      const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
      // An element's own overflow clips its text and children, not its own box.
      const clip = (el: Element, r: DOMRect, self: boolean) => {
        let rect = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        for (let at: Element | null = self ? el : el.parentElement; at && at !== header; at = at.parentElement) {
          if (getComputedStyle(at).overflowX === 'visible') continue;
          const c = at.getBoundingClientRect();
          rect = { left: Math.max(rect.left, c.left), right: Math.min(rect.right, c.right), top: Math.max(rect.top, c.top), bottom: Math.min(rect.bottom, c.bottom) };
        }
        return rect;
      };
      const add = (el: Element, r: DOMRect, self: boolean) => {
        if (r.width === 0 || r.height === 0) return;
        const c = clip(el, r, self);
        if (c.right <= c.left || c.bottom <= c.top) return;
        box.left = Math.min(box.left, c.left);
        box.right = Math.max(box.right, c.right);
        box.top = Math.min(box.top, c.top);
        box.bottom = Math.max(box.bottom, c.bottom);
      };
      for (const el of [part, ...Array.from(part.querySelectorAll('*'))]) {
        if (getComputedStyle(el).visibility === 'hidden') continue;
        add(el, el.getBoundingClientRect(), false);
        for (const node of Array.from(el.childNodes)) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of Array.from(range.getClientRects())) add(el, r, true);
        }
      }
      return box;
    };
    const parts =
      header && headerBox
        ? ['.app-header button[aria-label="Open navigation"]', '.app-alpha-badge', '.app-breadcrumb', '.space-selector__button', '.account-menu__button', '.app-logo--header', '.app-header a[href="/login"]']
            .map((selector) => ({ selector, el: document.querySelector(selector) }))
            .filter((p): p is { selector: string; el: Element } => p.el !== null && p.el.getClientRects().length > 0)
            .map(({ selector, el }) => ({
              selector,
              ...drawnBox(el),
              headerTop: headerBox.top,
              headerBottom: headerBox.bottom,
              // Text cut short (an ellipsis or a clipped overflow) inside the part.
              cut: [el, ...Array.from(el.querySelectorAll('*'))].some((e) => e.getBoundingClientRect().width > 1 && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible'),
            }))
        : [];
    return { scrollWidth, widest, parts, path: location.pathname };
  }, width);

  const problems: string[] = [];
  const where = `${route} (at ${found.path})`;
  if (found.scrollWidth > width) problems.push(`${where}: the page is ${found.scrollWidth} px wide; widest element ${found.widest?.what} reaches ${found.widest?.right} px`);
  for (const part of found.parts) {
    if (part.left < 0 || part.right > width + 0.5) problems.push(`${where}: ${part.selector} is outside the screen (${Math.round(part.left)}–${Math.round(part.right)} px)`);
    if (part.top < part.headerTop - 0.5 || part.bottom > part.headerBottom + 0.5) problems.push(`${where}: ${part.selector} wraps out of the header (${Math.round(part.top)}–${Math.round(part.bottom)} px)`);
    // The breadcrumb and the space's name may end in an ellipsis; the badge and the buttons may not be cut.
    if (part.cut && !['.app-breadcrumb', '.space-selector__button'].includes(part.selector)) problems.push(`${where}: ${part.selector} is cut off`);
  }
  for (let i = 0; i < found.parts.length; i++) {
    for (let j = i + 1; j < found.parts.length; j++) {
      const a = found.parts[i]!;
      const b = found.parts[j]!;
      if (overlaps({ x: a.left, y: a.top, width: a.right - a.left, height: a.bottom - a.top }, { x: b.left, y: b.top, width: b.right - b.left, height: b.bottom - b.top })) {
        problems.push(`${where}: ${a.selector} overlaps ${b.selector}`);
      }
    }
  }
  return problems;
}

export function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  // Touching edges (sub-pixel) is not overlapping.
  return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
}
