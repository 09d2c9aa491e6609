import { describe, expect, it } from 'vitest';
import { MicromarkPostBody } from '../../../adapters/server/publishing/post-body-html.ts';

/** R-OPEN-40: what is sent to a site as a post body. */
describe('the post body sent to a publishing site', () => {
  const body = new MicromarkPostBody();

  it('renders Markdown with GitHub-flavoured tables and escapes raw HTML in it', () => {
    const html = body.markdownToHtml('# Title\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) ~~old~~');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<table>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<del>old</del>');
  });

  it('keeps an HTML artifact\'s markup without scripts, handlers or script addresses', () => {
    const html = body.sanitizeHtml(`<!doctype html><html><head><script>bad()</script></head><body style="x">
      <p onclick="steal()" class="a">Hi <a href="https://example.com">ok</a> <a href=" jav&#x61;script:alert(1)">no</a></p>
      <img src=x onerror=alert(1)><SCRIPT src="//evil"></SCRIPT><iframe src="https://evil"></iframe>
      <a href="data:text/html;base64,PHNjcmlwdD4=">d</a><scr<script>ipt>alert(1)</script></body></html>`);
    expect(html).toContain('<p class="a">Hi <a href="https://example.com">ok</a>');
    expect(html).not.toMatch(/script/i);
    expect(html).not.toMatch(/onclick|onerror/i);
    expect(html).not.toContain('iframe');
    expect(html).not.toContain('data:text/html');
    expect(html).toContain('<img src=x>');
  });
});
