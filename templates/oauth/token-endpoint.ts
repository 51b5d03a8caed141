/**
 * Calls to the authorization server's token and revocation endpoints (RFC 6749 sections 4.1.3, 5, 6; RFC 7009):
 * form body, HTTP Basic client authentication, JSON replies. Replies are bounded in size and time, and sorted
 * into what the caller does next: a token set, a definitive refusal (`invalid_grant`, `invalid_client`), or a
 * transient failure (network, timeout, 5xx, unreadable reply).
 *
 * Nothing of a reply's text goes into an error as it came: a gateway that echoes the request would put the refresh
 * token (or the client secret) into messages that end up in logs. An error names the status and the reply's size
 * and type; a refusal's `error` and `error_description` are kept, clipped, with every secret this request sent
 * replaced by `[redacted]`.
 */
import { OAuthError, OAuthTokenEndpointError } from './errors.ts';

export interface TokenReply {
  readonly access_token: string;
  readonly refresh_token?: string;
  readonly token_type?: string;
  readonly expires_in?: number;
  readonly scope?: string;
  readonly id_token?: string;
  readonly [member: string]: unknown;
}

export interface EndpointCallOptions {
  readonly fetch: typeof fetch;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly timeoutMs: number;
  readonly maxResponseBytes: number;
}

/** A refusal of the request itself (RFC 6749 5.2): retrying the same request cannot succeed. */
export class OAuthRefusal extends OAuthError {
  constructor(code: string, description: string | undefined, status: number) {
    super(code, `token endpoint refused: ${code}${description ? ` (${description})` : ''}`, { description, status });
    this.name = 'OAuthRefusal';
  }
}

function basic(clientId: string, clientSecret: string): string {
  // RFC 6749 2.3.1: the id and secret are form-encoded before Basic encoding.
  const enc = (s: string): string => encodeURIComponent(s).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${enc(clientId)}:${enc(clientSecret)}`).toString('base64')}`;
}

/** Longest `error` / `error_description` kept from a refusal. */
const MAX_REFUSAL_TEXT = 200;

/** `text` with every secret of the request (as sent, form-encoded or in the Basic header) replaced, then clipped. */
function scrub(text: string, secrets: readonly string[], max: number): string {
  let out = text;
  for (const secret of secrets) if (secret.length > 0 && out.includes(secret)) out = out.split(secret).join('[redacted]');
  return out.length > max ? `${out.slice(0, max - 3)}...` : out;
}

/** What a request reveals if echoed: each field value and the client secret, raw and form-encoded, and the Basic header. */
function secretsOf(body: { readonly kind: 'form'; readonly fields: Record<string, string> } | { readonly kind: 'json'; readonly value: unknown }, options: EndpointCallOptions): string[] {
  const values: string[] = [];
  if (body.kind === 'form') for (const [name, v] of Object.entries(body.fields)) if (name !== 'grant_type' && name !== 'redirect_uri' && typeof v === 'string') values.push(v);
  if (body.kind === 'json') for (const v of Object.values((body.value ?? {}) as Record<string, unknown>)) if (typeof v === 'string') values.push(v);
  values.push(options.clientSecret, basic(options.clientId, options.clientSecret).slice('Basic '.length));
  const forms = values.flatMap((v) => [v, encodeURIComponent(v), new URLSearchParams({ v }).toString().slice(2)]);
  // Longest first: a secret that contains another is replaced whole.
  return [...new Set(forms)].filter((v) => v.length >= 4).sort((a, b) => b.length - a.length);
}

async function readBounded(response: Response, max: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new OAuthTokenEndpointError('response_too_large', `token endpoint reply exceeds ${max} bytes`, { status: response.status });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** POSTs `body` to `url`; resolves to the parsed JSON reply of a 2xx, throws OAuthRefusal or OAuthTokenEndpointError. */
export async function postToEndpoint(
  url: string,
  body: { readonly kind: 'form'; readonly fields: Record<string, string> } | { readonly kind: 'json'; readonly value: unknown },
  options: EndpointCallOptions,
): Promise<{ status: number; json: unknown }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await options.fetch(url, {
      method: 'POST',
      redirect: 'error',
      signal: controller.signal,
      headers: {
        authorization: basic(options.clientId, options.clientSecret),
        accept: 'application/json',
        'content-type': body.kind === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body: body.kind === 'form' ? new URLSearchParams(body.fields).toString() : JSON.stringify(body.value),
    });
    text = await readBounded(response, options.maxResponseBytes);
  } catch (error) {
    if (error instanceof OAuthError) throw error;
    const timedOut = controller.signal.aborted;
    throw new OAuthTokenEndpointError(
      timedOut ? 'timeout' : 'network_error',
      timedOut ? `token endpoint did not answer within ${options.timeoutMs} ms` : `token endpoint unreachable: ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
  }
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (response.status >= 200 && response.status < 300) return { status: response.status, json };
  const err = json && typeof json === 'object' ? (json as { error?: unknown; error_description?: unknown }) : {};
  if (response.status >= 400 && response.status < 500 && typeof err.error === 'string' && err.error !== '') {
    const secrets = secretsOf(body, options);
    throw new OAuthRefusal(
      scrub(err.error, secrets, MAX_REFUSAL_TEXT),
      typeof err.error_description === 'string' ? scrub(err.error_description, secrets, MAX_REFUSAL_TEXT) : undefined,
      response.status,
    );
  }
  // The reply's text is not quoted (it may echo the request): its status, type and size say what it was.
  const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().slice(0, 100);
  throw new OAuthTokenEndpointError(
    response.status >= 500 ? 'server_error' : 'unexpected_reply',
    `token endpoint answered ${response.status}${text ? ` with ${Buffer.byteLength(text)} bytes${type ? ` of ${type}` : ''}` : ''}`,
    { status: response.status },
  );
}

/** A 2xx reply that must carry a token set. */
export function tokenReply(json: unknown, status: number): TokenReply {
  const reply = json as Partial<TokenReply> | undefined;
  if (!reply || typeof reply.access_token !== 'string' || reply.access_token === '') {
    throw new OAuthTokenEndpointError('unexpected_reply', 'token endpoint reply has no access_token', { status });
  }
  return reply as TokenReply;
}
