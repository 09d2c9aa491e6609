import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../../core/domain/field-errors.ts';

/** No request body the API takes nests anywhere near this deep; thousands of levels overflow the stack later on. */
export const MAX_JSON_DEPTH = 64;

/** A JSON body nested deeper than the limit: refused with 400 while it is read, before it is parsed. */
export class JsonBodyTooDeep extends Error {
  readonly code = 'HTTP.JSON_TOO_DEEP';
  readonly statusCode = 400;
  readonly fieldError: FieldError;

  constructor(limit: number) {
    super(`The JSON body is nested more than ${limit} levels deep`);
    this.name = 'JsonBodyTooDeep';
    this.fieldError = { loc: ['body'], msg: this.message, type: 'too_deep' };
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Follows the nesting of JSON bytes chunk by chunk, skipping strings, in one linear pass. Bytes are
 * enough: in UTF-8 every byte of a multi-byte character is >= 0x80, so none looks like a bracket or quote.
 */
export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly limit: number) {}

  /** False as soon as objects and arrays nest deeper than the limit. */
  feed(bytes: Uint8Array): boolean {
    for (const c of bytes) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) this.inString = false;
      } else if (c === QUOTE) {
        this.inString = true;
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        if (++this.depth > this.limit) return false;
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        this.depth--;
      }
    }
    return true;
  }
}

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

/**
 * Bounds the nesting depth of every JSON body, whichever parser then reads it (Fastify's own, with
 * secure-json-parse refusing `__proto__` and `constructor.prototype`, or a route's raw one): the body
 * stream is checked as it arrives, so a hostile one is refused before any of it is parsed. The size
 * bound stays the app's bodyLimit.
 */
export function boundJsonDepth(app: FastifyInstance): void {
  // A callback hook: every request passes it (most have no JSON body), and an async hook costs each a promise.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (!isJson(request.headers['content-type'])) return done(null, payload);
    const scanner = new JsonDepthScanner(MAX_JSON_DEPTH);
    const checked = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (scanner.feed(chunk)) callback(null, chunk);
        else callback(new JsonBodyTooDeep(MAX_JSON_DEPTH));
      },
    });
    // A client that aborts mid-body must end the read too, or the parser would wait forever.
    payload.on('error', (error) => checked.destroy(error));
    done(null, payload.pipe(checked));
  });
}
