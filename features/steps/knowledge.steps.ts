import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { eventually } from '../support/eventually.ts';
import { webPageAddress } from '../support/web-pages.ts';
import type { SpecWorld } from '../support/world.ts';

// The Knowledge base screen's steps: each hands its words to the knowledge driver or asserts on what the screen lists.

// The real server reads files and fetches pages in the background: real seconds.
const PROCESSING = { timeout: 60_000 };

function documentNamed(world: SpecWorld, name: string) {
  const doc = world.driver.knowledge().view().documents.find((d) => d.name === name);
  assert.ok(doc, `${name} is not listed: ${JSON.stringify(world.driver.knowledge().view().documents)}`);
  return doc;
}

When('I open the knowledge base', function (this: SpecWorld) {
  return this.driver.knowledge().open();
});

When('I upload {string} with the text {string}', function (this: SpecWorld, filename: string, text: string) {
  return this.driver.knowledge().upload(filename, text);
});

Given('I have uploaded {string} with the text {string}', PROCESSING, async function (this: SpecWorld, filename: string, text: string) {
  await this.driver.knowledge().upload(filename, text);
  assert.equal(this.driver.view().error, null);
  await this.driver.knowledge().waitWhilePending();
  assert.equal(documentNamed(this, filename).status, 'ready');
});

When('I add the web page {string} as a URL source', function (this: SpecWorld, page: string) {
  return this.driver.knowledge().addUrl(webPageAddress(page));
});

When('I open the URL source', function (this: SpecWorld) {
  return this.driver.knowledge().openNewestUrlSource();
});

When('the knowledge base has finished processing', PROCESSING, function (this: SpecWorld) {
  return this.driver.knowledge().waitWhilePending();
});

When('I search the knowledge base for {string}', function (this: SpecWorld, query: string) {
  return this.driver.knowledge().search(query);
});

When('I delete the document {string}', function (this: SpecWorld, filename: string) {
  return this.driver.knowledge().deleteDocument(filename);
});

When('I send {string} citing {string}', function (this: SpecWorld, text: string, filename: string) {
  return this.driver.knowledge().sendCiting(text, [filename]);
});

Then('the document {string} is listed as {string}', function (this: SpecWorld, filename: string, status: string) {
  assert.equal(documentNamed(this, filename).status, status);
});

Then('the document {string} is {string}', function (this: SpecWorld, filename: string, status: string) {
  const doc = documentNamed(this, filename);
  assert.deepEqual({ status: doc.status, error: doc.error }, { status, error: null });
});

Then('the document {string} is in error: {string}', function (this: SpecWorld, filename: string, reason: string) {
  const doc = documentNamed(this, filename);
  assert.deepEqual({ status: doc.status, error: doc.error }, { status: 'error', error: reason });
});

Then('the document {string} showed {string} first and {string} last', function (this: SpecWorld, filename: string, first: string, last: string) {
  const seen = this.driver.knowledge().statusesSeen(filename);
  assert.deepEqual([seen[0], seen.at(-1)], [first, last], JSON.stringify(seen));
  // Whatever showed between them was work in progress.
  for (const status of seen.slice(1, -1)) assert.ok(['queued', 'processing'].includes(status), JSON.stringify(seen));
});

Then('the knowledge base lists no documents', function (this: SpecWorld) {
  assert.deepEqual(this.driver.knowledge().view().documents, []);
});

Then('the URL source is listed as {string}', function (this: SpecWorld, status: string) {
  const [source] = this.driver.knowledge().view().urlSources;
  assert.equal(source?.status, status, String(this.driver.view().error));
});

Then('the URL source is {string} with the title {string}', function (this: SpecWorld, status: string, title: string) {
  const [source] = this.driver.knowledge().view().urlSources;
  assert.deepEqual({ status: source?.status, title: source?.title, error: source?.error }, { status, title, error: null });
});

Then("the page's text reads {string}", function (this: SpecWorld, sentence: string) {
  const text = this.driver.knowledge().view().openedUrlText;
  assert.ok(text?.includes(sentence), String(text));
});

Then('the search finds {string} and not {string}', function (this: SpecWorld, found: string, notFound: string) {
  const titles = this.driver.knowledge().view().hits.map((h) => h.title);
  assert.ok(titles.includes(found), JSON.stringify(titles));
  assert.ok(!titles.includes(notFound), JSON.stringify(titles));
});

Then('the search finds nothing', function (this: SpecWorld) {
  assert.deepEqual(this.driver.knowledge().view().hits, []);
});

Then('the answer lists {string} among its sources', { timeout: 15_000 }, function (this: SpecWorld, source: string) {
  // The sources are the answer's chips (its stored sources), not a list in its text; the chat loads them with the server's copy.
  return eventually(() => {
    const answer = this.driver.chatView().messages.filter((m) => m.role === 'assistant').at(-1);
    assert.ok(answer, 'no answer');
    const titles = answer.sources.map((s) => s.title);
    assert.ok(titles.includes(source), `${source} not among ${JSON.stringify(titles)}`);
    assert.ok(!answer.content.includes('**Sources**'), `a citation list in the text: ${answer.content}`);
  }, 10_000);
});
