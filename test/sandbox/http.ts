// Raw HTTP calls to a sandbox for the fidelity tests: exact bodies in, status and parsed body out (the generated
// clients would reject or reshape some of the bodies these tests must send and read).

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  // Read as JSON of many shapes: the tests index into it directly.
  readonly body: any;
}

export async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const init: RequestInit = { method, headers: { authorization: 'Bearer sandbox-token', ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const response = await fetch(url, init);
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

/** The first error of an accounting Fault body: `{ code, Message, Detail, element }`. */
export const faultOf = (answer: Answer): { code: string; Message: string; Detail: string; element?: string } => answer.body?.Fault?.Error?.[0];

/** The first error of a payments error body. */
export const errorOf = (answer: Answer): { code: string; type: string; message: string; detail: string } => answer.body?.errors?.[0];
