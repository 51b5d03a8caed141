/// <reference types="node" />
/**
 * What an operation's handler receives: one object of one shape per request (the request's validated parts, the
 * operation, the trace id, the credentials), whose `signal` is made only when a handler reads it. Most handlers
 * never do, so most requests pay for no `AbortController` and no `close` listener on the response.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { HttpOperationDescriptor } from '../operations/operation-table.ts';
import type { QueryTree } from './query-params.ts';
import type { SchemeCredential } from './security.ts';

/** The validated parts of a request a handler receives. */
export interface RequestParts {
  readonly params: { readonly [name: string]: string };
  /** Query values without the operation's selector; repeated names give arrays, bracketed keys objects. */
  readonly query: { readonly [name: string]: QueryTree };
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

export interface HandlerContext extends RequestParts {
  readonly operation: HttpOperationDescriptor;
  readonly traceId: string;
  /** The bearer token, when the requirement met has a bearer-like scheme (http bearer, oauth2, openIdConnect). */
  readonly token?: string;
  /** The credential of each scheme of the security requirement the request met, by scheme name. */
  readonly credentials: { readonly [scheme: string]: SchemeCredential };
  readonly request: IncomingMessage;
  /** Aborted when the handler's deadline (`handlerTimeoutMs`) passes or the client goes away. */
  readonly signal: AbortSignal;
}

/** The context the core builds; `settle()` and `abort()` are the core's, not the handler's. */
export class CoreHandlerContext implements HandlerContext {
  readonly params: { readonly [name: string]: string };
  readonly query: { readonly [name: string]: QueryTree };
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
  /** The operation of a shared method and path the body was for (server-tables.ts `dispatch`). */
  readonly variant: string | undefined;
  #controller: AbortController | undefined = undefined;
  #reason: Error | undefined = undefined;
  /** The response while the handler runs; undefined once settled (the client going away no longer matters). */
  #response: ServerResponse | undefined;
  #onClose: (() => void) | undefined = undefined;

  constructor(
    parts: RequestParts,
    readonly operation: HttpOperationDescriptor,
    readonly traceId: string,
    readonly token: string | undefined,
    readonly credentials: { readonly [scheme: string]: SchemeCredential },
    readonly request: IncomingMessage,
    response: ServerResponse,
  ) {
    this.params = parts.params;
    this.query = parts.query;
    this.headers = parts.headers;
    this.body = parts.body;
    this.variant = (parts as { variant?: string }).variant;
    this.#response = response;
  }

  get signal(): AbortSignal {
    if (this.#controller !== undefined) return this.#controller.signal;
    const controller = new AbortController();
    this.#controller = controller;
    const res = this.#response;
    if (this.#reason !== undefined) controller.abort(this.#reason);
    else if (res !== undefined) {
      if (res.destroyed && !res.writableFinished) controller.abort(new Error('The client went away'));
      else {
        this.#onClose = () => {
          if (!res.writableFinished) this.abort(new Error('The client went away'));
        };
        res.once('close', this.#onClose);
      }
    }
    return controller.signal;
  }

  /** Aborts the signal (now, or when it is first read). */
  abort(reason: Error): void {
    if (this.#reason !== undefined) return;
    this.#reason = reason;
    this.#controller?.abort(reason);
  }

  /** The handler is done: the response's `close` no longer aborts anything. */
  settle(): void {
    if (this.#onClose !== undefined) this.#response?.off('close', this.#onClose);
    this.#onClose = undefined;
    this.#response = undefined;
  }
}
