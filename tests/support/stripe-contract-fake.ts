import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One Checkout Session creation as Stripe received it: the form fields flattened (`metadata[credits]`). */
export interface CheckoutCall {
  idempotencyKey: string | null;
  fields: Record<string, string>;
}

/**
 * A loopback stand-in for the part of Stripe's API the server uses: `POST /v1/checkout/sessions`.
 * It reproduces the documented contract: bearer secret key, form-encoded parameters, and idempotent
 * requests (same key and parameters: the first answer again; same key, other parameters: 400
 * `idempotency_error`). The adapter reaches it through its configured base URL.
 */
export class StripeContractFake {
  readonly calls: CheckoutCall[] = [];
  private readonly byKey = new Map<string, { body: string; answer: unknown }>();
  private server: Server | null = null;
  private sessions = 0;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(([status, body]) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${this.calls.length}` });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    let body = '';
    for await (const chunk of req) body += chunk;
    if (!/^Bearer sk_(test|live)_/.test(req.headers.authorization ?? '')) {
      return [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }];
    }
    if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
      return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } }];
    }
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    if (key) {
      const earlier = this.byKey.get(key);
      if (earlier && earlier.body !== body) {
        return [400, { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } }];
      }
      if (earlier) return [200, earlier.answer];
    }
    const fields = Object.fromEntries(new URLSearchParams(body));
    this.calls.push({ idempotencyKey: key, fields });
    this.sessions += 1;
    const id = `cs_test_fake_${this.sessions}`;
    const metadata = Object.fromEntries(
      Object.entries(fields)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
    );
    const answer = {
      id,
      object: 'checkout.session',
      mode: fields.mode,
      amount_total: Number(fields['line_items[0][price_data][unit_amount]'] ?? 0) * Number(fields['line_items[0][quantity]'] ?? 1),
      currency: fields['line_items[0][price_data][currency]'],
      client_reference_id: fields.client_reference_id ?? null,
      metadata,
      payment_status: 'unpaid',
      status: 'open',
      url: `https://checkout.stripe.com/c/pay/${id}`,
    };
    if (key) this.byKey.set(key, { body, answer });
    return [200, answer];
  }
}
