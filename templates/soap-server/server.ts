/**
 * Generic SOAP HTTP server core (SOAP 1.1, and 1.2 for the operations that say so): a `node:http` request
 * listener that serves the WSDL, picks the operation from the Body element, checks the action (1.1's SOAPAction
 * header, 1.2's `action` parameter of `application/soap+xml`), decodes, calls the handler, encodes, and answers every failure
 * with a SOAP fault (Client for the caller's mistakes, Server for handler failures) without internals. SOAP
 * Header entries an operation declares are decoded for its handler and written from its `responseHeaders`; an
 * entry marked mustUnderstand="1" that is not understood is a MustUnderstand fault.
 *
 * Limits (each answered, after which the server keeps serving): body size (default 32 MiB, HTTP 413),
 * XML structure (depth 64, elements 50 000, attributes 256 per element and 100 000 in all: Client fault),
 * slow headers and body (default 30 s, HTTP 408), a handler that does not answer (default 30 s: Server fault,
 * connection closed), DOCTYPE (Client fault); node's own refusals (headers over 16 KiB: 431, an unknown `Expect`:
 * 417, a malformed request: 400) are Client faults too. Nothing a request does escapes the listener: any failure of the listener
 * itself (or of `onError`) is answered with a Server fault and the server keeps serving.
 *
 * SOAP 1.2: an envelope is answered in the version it came in (its namespace), `application/soap+xml` and 1.2
 * faults (HTTP 400 for `env:Sender`, 500 for the others); an envelope in a version the operation (or the whole
 * endpoint) does not serve is a VersionMismatch fault in the endpoint's version. One listener serves every
 * version its operations name, at the same path.
 */
import { createServer, maxHeaderSize, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  envelopeFrame,
  notUnderstood,
  parseEnvelope,
  parseEnvelopeInSlices,
  writeEnvelopeIn,
  type EnvelopeFrame,
  type ParsedEnvelope,
  type Field,
  type HeaderEntry,
} from '../soap-messages/envelope.ts';
import { SoapFault, soap12Status, writeFault, type SoapVersion } from '../soap-messages/fault.ts';
import { HandlerDeadlines } from './handler-timeout.ts';
import { answerNodeRefusals, deadlineOptions, type NodeRefusal, type RawAnswer } from './node-refusals.ts';
import { BodyReader, checkBodyHeaders, HttpFailure, shorten, tooLarge, type BodyCharset } from './http-body.ts';
import { escapeXmlAttribute } from '../soap-messages/xml-text.ts';
import { xmlLimits, type XmlElement, type XmlParseOptions } from '../soap-messages/xml-tree.ts';
import { SLICED_FROM, type XmlPieces } from '../soap-messages/xml-slices.ts';

export interface SoapRequestContext {
  /** Operation name. */
  readonly operation: string;
  /** HTTP request headers (lower-case names). */
  readonly httpHeaders: IncomingHttpHeaders;
  /** Entries of the SOAP Header, if any. */
  readonly soapHeaders: readonly XmlElement[];
  /** The service URL this request reached. */
  readonly serviceUrl: string;
  /**
   * The request's wrapper element (the Body's child) as parsed, which the handler's request was decoded from: a
   * handler of many-MiB text fields reads a field element's `textPieces` here rather than the joined string.
   */
  readonly body: XmlElement;
}

/** The context of an operation that declares SOAP headers: its request's entries decoded, its response's to set. */
export interface SoapHeadersContext<RequestHeaders, ResponseHeaders> extends SoapRequestContext {
  /** The request's declared Header entries, decoded; absent ones are left out. */
  readonly headers: RequestHeaders;
  /** Header entries sent with the response: set them here before returning. */
  readonly responseHeaders: ResponseHeaders;
}

/** One operation of a document/literal wrapped service. */
export interface SoapOperation<Request, Result> {
  readonly name: string;
  /** SOAPAction, unquoted. */
  readonly soapAction: string;
  /** The SOAP versions the operation is served in (its WSDL bindings'). Default: 1.1 only. */
  readonly soapVersions?: readonly SoapVersion[];
  /** Namespace of the input and output wrapper elements. */
  readonly namespace: string;
  readonly inputElement: string;
  readonly outputElement: string;
  /** elementFormDefault="qualified" (default true). */
  readonly qualified?: boolean;
  /**
   * An rpc operation's wrapper is also accepted in another namespace (its local name unique among the operations):
   * node-soap writes it in the definitions' targetNamespace instead of soap:body's `namespace`.
   */
  readonly anyNamespace?: boolean;
  /** Turns the input wrapper element into the handler's request; throws a Client `SoapFault` naming the field. */
  decode(body: XmlElement): Request;
  handle(request: Request, context: SoapRequestContext): Result | Promise<Result>;
  /** Turns the handler's result into the output wrapper's fields. */
  encode(result: Result): readonly Field[];
  /** Header entries the operation declares for its request: understood, so mustUnderstand="1" on them is accepted. */
  readonly inputHeaders?: readonly { readonly name: string; readonly namespace: string }[];
  /** Decodes the declared request Header entries (the context's `headers`); throws a Client `SoapFault`. */
  decodeHeaders?(headers: readonly XmlElement[]): unknown;
  /** The response's Header entries from what the handler set in the context's `responseHeaders`. */
  encodeHeaders?(headers: unknown): readonly HeaderEntry[];
}

/** An operation with its types erased, so operations of different types can share one list. */
export type AnySoapOperation = SoapOperation<unknown, unknown>;

/**
 * Erases an operation's types. Safe because the listener only ever passes `decode`'s output to `handle` and
 * `handle`'s output to `encode` of the same operation.
 */
export function soapOperation<Request, Result>(operation: SoapOperation<Request, Result>): AnySoapOperation {
  return operation as unknown as AnySoapOperation;
}

/** Listener options; the XML limits (`maxDepth`, `maxElements`, `maxAttributesPerElement`, `maxAttributes`) apply to every request body. */
export interface SoapListenerOptions extends XmlParseOptions {
  readonly operations: readonly AnySoapOperation[];
  /** The WSDL text (its `soap:address` is rewritten to the URL reached) or a function of that URL. */
  readonly wsdl?: string | ((serviceUrl: string) => string);
  /**
   * The documents the WSDL imports or includes (XSDs, WSDLs), by query: `'xsd=xsd0'` is served at `GET path?xsd=xsd0`.
   * A location written `?xsd=xsd0` in any served document is made absolute (the URL reached) when served; a query
   * not in this table is a 404, so a client reaches only these texts, never a file.
   */
  readonly wsdlDocuments?: { readonly [query: string]: string };
  /** Path the service answers on (e.g. `/ConnectorSvc.asmx`); other paths get 404. Default: any path. */
  readonly path?: string;
  /** Largest request body accepted. Default 32 MiB. */
  readonly maxBodyBytes?: number;
  /** Time allowed to receive the whole body. Default 30 s. */
  readonly bodyTimeoutMs?: number;
  /** Time allowed (by `listen()`'s server) to receive the request line and headers, checked within a second. Default 30 s. */
  readonly headersTimeoutMs?: number;
  /**
   * Time a handler may take to answer. Past it the caller gets a Server fault, the connection is closed, and the
   * handler's eventual result is dropped. Default 30 s; 0 = no limit.
   */
  readonly handlerTimeoutMs?: number;
  /** SOAP header entries the handlers understand; any other with mustUnderstand="1" is refused. */
  readonly understoodHeaders?: readonly { readonly name: string; readonly namespace: string }[];
  /** Called with server-side failures (handler errors, encoding errors). Default: `console.error`. */
  readonly onError?: (error: unknown, operation: string) => void;
}

export const DEFAULT_MAX_BODY_BYTES: number = 32 * 1024 * 1024;
export const DEFAULT_BODY_TIMEOUT_MS = 30_000;
export const DEFAULT_HEADERS_TIMEOUT_MS = 30_000;
export const DEFAULT_HANDLER_TIMEOUT_MS = 30_000;

/** What a handler that is not there answers (no error is reported: the server was built without it). */
export function notImplemented(operation: string): never {
  throw SoapFault.server(`Operation ${operation} is not implemented by this server`);
}

export type SoapListener = ((request: IncomingMessage, response: ServerResponse) => void) & {
  /** For the server's `checkContinue` event: refuses an oversized body before the client sends it. */
  readonly checkContinue: (request: IncomingMessage, response: ServerResponse) => void;
};

const XML_CONTENT_TYPE = 'text/xml; charset=utf-8';
const SOAP12_CONTENT_TYPE = 'application/soap+xml; charset=utf-8';
const ONLY_11: readonly SoapVersion[] = ['1.1'];

/** The Content-Type of a message in `version`. */
function contentTypeOf(version: SoapVersion): string {
  return version === '1.2' ? SOAP12_CONTENT_TYPE : XML_CONTENT_TYPE;
}

/** The version a request's Content-Type names: `application/soap+xml` is 1.2, `text/xml` 1.1, others none. */
function mediaVersion(contentType: string | undefined): SoapVersion | undefined {
  if (contentType === undefined) return undefined;
  if (/^\s*application\/soap\+xml\s*(;|$)/i.test(contentType)) return '1.2';
  return /^\s*text\/xml\s*(;|$)/i.test(contentType) ? '1.1' : undefined;
}

/** The `action` parameter of a SOAP 1.2 Content-Type (unquoted), or undefined when there is none. */
function actionParameter(contentType: string | undefined): string | undefined {
  const match = /;\s*action\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/i.exec(contentType ?? '');
  if (match === null) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2];
}

/** An operation with what the listener derives from it once, at creation. */
interface PreparedOperation {
  readonly operation: AnySoapOperation;
  /** The SOAPAction header as clients usually send it, to accept without unquoting. */
  readonly quotedAction: string;
  /** Envelope head and tail around the response wrapper's children (the first version the operation serves). */
  readonly envelope: EnvelopeFrame;
  /** The same in SOAP 1.2, when the operation serves 1.2 as well as 1.1. */
  readonly envelope12?: EnvelopeFrame;
  /** The versions served, first the one it answers a VersionMismatch in. */
  readonly versions: readonly SoapVersion[];
  /** `{namespace}name` of the Header entries understood for this operation (the listener's and its own). */
  readonly understood: ReadonlySet<string>;
}

/** The handler's context; `serviceUrl` is worked out only when a handler reads it. */
class RequestContext implements SoapRequestContext {
  readonly httpHeaders: IncomingHttpHeaders;
  readonly #request: IncomingMessage;
  readonly #path: string;
  #serviceUrl: string | undefined;
  /** Response Header entries a handler sets (operations that declare some). */
  readonly responseHeaders: { [name: string]: unknown } = {};
  constructor(
    readonly operation: string,
    request: IncomingMessage,
    readonly soapHeaders: readonly XmlElement[],
    path: string,
    readonly headers: unknown,
    readonly body: XmlElement,
  ) {
    this.httpHeaders = request.headers;
    this.#request = request;
    this.#path = path;
  }
  get serviceUrl(): string {
    return (this.#serviceUrl ??= serviceUrlOf(this.#request, this.#path));
  }
}

const ignore = (): void => undefined;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

export function createSoapListener(options: SoapListenerOptions): SoapListener {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  const handlerTimeoutMs = options.handlerTimeoutMs ?? DEFAULT_HANDLER_TIMEOUT_MS;
  const report =
    options.onError ?? ((error: unknown, operation: string) => console.error(`SOAP ${operation}:`, error));
  /** `onError`, which must not become a failure of its own (a throwing reporter would escape the listener). */
  const onError = (error: unknown, operation: string): void => {
    try {
      report(error, operation);
    } catch {
      // Nowhere left to report to.
    }
  };
  const deadlines = handlerTimeoutMs > 0 ? new HandlerDeadlines(handlerTimeoutMs) : undefined;
  // Namespace -> input element -> operation, so picking one builds no key string per request.
  const byElement = new Map<string, Map<string, PreparedOperation>>();
  const byLocalName = new Map<string, PreparedOperation>();
  const key = (h: { readonly name: string; readonly namespace: string }): string => `{${h.namespace}}${h.name}`;
  const understood = new Set((options.understoodHeaders ?? []).map(key));
  /** Entries some operation understands: one none does is refused before the operation is looked for. */
  const understoodByAny = new Set(understood);
  for (const operation of options.operations) for (const h of operation.inputHeaders ?? []) understoodByAny.add(key(h));
  /** Every version some operation serves, in the order met: the first is the endpoint's own. */
  const versions: SoapVersion[] = [];
  for (const operation of options.operations) {
    const served = operation.soapVersions !== undefined && operation.soapVersions.length > 0 ? operation.soapVersions : ONLY_11;
    for (const v of served) if (!versions.includes(v)) versions.push(v);
    // The envelope around the result never changes: written once per version, not per request.
    const frame = (soapVersion: SoapVersion): EnvelopeFrame =>
      envelopeFrame({
        namespace: operation.namespace,
        element: operation.outputElement,
        ...(operation.qualified === false ? { qualified: false } : {}),
        ...(soapVersion === '1.2' ? { soapVersion } : {}),
      });
    const prepared: PreparedOperation = {
      operation,
      understood: operation.inputHeaders ? new Set([...understood, ...operation.inputHeaders.map(key)]) : understood,
      quotedAction: `"${operation.soapAction}"`,
      envelope: frame(served[0]),
      ...(served[0] !== '1.2' && served.includes('1.2') ? { envelope12: frame('1.2') } : {}),
      versions: served,
    };
    let inNamespace = byElement.get(operation.namespace);
    if (!inNamespace) byElement.set(operation.namespace, (inNamespace = new Map()));
    inNamespace.set(operation.inputElement, prepared);
    byLocalName.set(operation.inputElement, prepared);
  }
  if (versions.length === 0) versions.push('1.1');
  /** The endpoint's own version: what a fault is written in before a request's version is known. */
  const endpointVersion = versions[0];
  const parseOptions = { ...xmlLimits(options), soapVersions: versions };
  /** The version to answer a request in before its envelope is read: its Content-Type's, when served. */
  const requestVersion = (request: IncomingMessage): SoapVersion => {
    if (versions.length === 1) return endpointVersion;
    const named = mediaVersion(request.headers['content-type']);
    return named !== undefined && versions.includes(named) ? named : endpointVersion;
  };
  const endpointText = `SOAP ${versions.join(' and ')} endpoint`;
  // A Map, so a query such as `?xsd=constructor` finds nothing of Object's.
  const documents = new Map<string, string>(Object.entries(options.wsdlDocuments ?? {}));

  const bodies = new BodyReader(maxBodyBytes, bodyTimeoutMs);

  const listener = (request: IncomingMessage, response: ServerResponse): void => {
    request.on('error', ignore); // a vanished client is not our failure
    // The usual POST names the service path exactly: no URL object and no promise for it.
    if (request.method === 'POST' && options.path !== undefined && request.url === options.path) {
      try {
        receive(request, response, options.path);
      } catch (error) {
        failed(response, error);
      }
      return;
    }
    serveOther(request, response).catch((error: unknown) => failed(response, error));
  };

  /** The last resort: whatever went wrong, the caller gets a Server fault (or a closed connection) and nothing escapes. */
  function failed(response: ServerResponse, error: unknown): void {
    onError(error, '(listener)');
    try {
      if (!response.headersSent) sendFault(response, 500, SoapFault.server('Internal server error'), true, endpointVersion);
      else response.destroy();
    } catch {
      response.destroy();
    }
  }

  /** Everything but a POST to the exact service path: GET ?wsdl, other methods, paths with a query. */
  async function serveOther(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      return sendText(response, 400, 'Bad request target');
    }
    if (options.path !== undefined && url.pathname !== options.path) {
      return sendText(response, 404, `Not found. The SOAP service is at ${options.path}`);
    }
    const path = options.path ?? url.pathname;
    if (request.method === 'POST') return receive(request, response, path);
    // The WSDL's URL (and its documents') also takes GET and HEAD; the service URL itself only POST.
    const wanted = wantedDocument(url.searchParams, options.wsdl !== undefined, documents);
    const allow = wanted !== undefined ? 'GET, HEAD, POST' : 'POST';
    if (wanted !== undefined && (request.method === 'GET' || request.method === 'HEAD')) {
      const serviceUrl = serviceUrlOf(request, path);
      if (wanted !== '') {
        const text = documents.get(wanted);
        if (text === undefined) return sendText(response, 404, `No document ?${shorten(wanted)} here; the WSDL is at ${serviceUrl}?wsdl`);
        return send(response, 200, XML_CONTENT_TYPE, absoluteDocumentUrls(rewriteAddress(text, serviceUrl), serviceUrl, documents), false);
      }
      const wsdl =
        typeof options.wsdl === 'function' ? options.wsdl(serviceUrl) : rewriteAddress(options.wsdl as string, serviceUrl);
      // node:http sends no body for HEAD; the headers are GET's.
      return send(response, 200, XML_CONTENT_TYPE, absoluteDocumentUrls(wsdl, serviceUrl, documents), false);
    }
    response.setHeader('Allow', allow);
    if (request.method === 'GET' || request.method === 'HEAD') {
      const serviceUrl = serviceUrlOf(request, path);
      return sendText(
        response,
        405,
        options.wsdl !== undefined
          ? `This is a ${endpointText}: POST SOAP envelopes here; the WSDL is at ${serviceUrl}?wsdl`
          : `This is a ${endpointText}: POST SOAP envelopes here`,
      );
    }
    return sendText(response, 405, `Method ${shorten(request.method ?? '')} not allowed; POST SOAP envelopes here`);
  }

  /** A POST: reads the body, then answers it. */
  function receive(request: IncomingMessage, response: ServerResponse, path: string): void {
    const version = requestVersion(request);
    let charset: BodyCharset;
    try {
      charset = checkBodyHeaders(request, maxBodyBytes);
    } catch (failure) {
      if (failure instanceof HttpFailure) return sendFault(response, failure.status, failure.fault, failure.close, version);
      throw failure;
    }
    bodies.read(request, charset, (text, failure) => {
      try {
        if (text === undefined)
          sendFault(
            response,
            (failure as HttpFailure).status,
            (failure as HttpFailure).fault,
            (failure as HttpFailure).close,
            version,
          );
        else answer(request, response, path, text, version);
      } catch (error) {
        failed(response, error);
      }
    });
  }

  /**
   * Parses, dispatches and answers one envelope; a handler that answers synchronously costs no promise. A large
   * envelope is parsed in slices that let the event loop turn (other requests, deadlines) meanwhile.
   */
  function answer(request: IncomingMessage, response: ServerResponse, path: string, text: string | XmlPieces, version: SoapVersion): void {
    if (typeof text !== 'string' || text.length >= SLICED_FROM) {
      parseEnvelopeInSlices(text, parseOptions).then(
        (parsed) => guarded(response, () => dispatch(request, response, path, parsed)),
        (error: unknown) => guarded(response, () => answerFailure(response, error, '(unknown)', version)),
      );
      return;
    }
    let parsed: ParsedEnvelope;
    try {
      parsed = parseEnvelope(text, parseOptions);
    } catch (error) {
      return answerFailure(response, error, '(unknown)', version);
    }
    dispatch(request, response, path, parsed);
  }

  /** Dispatches a parsed envelope to its operation and answers it. */
  function dispatch(request: IncomingMessage, response: ServerResponse, path: string, parsed: ParsedEnvelope): void {
    let operationName = '(unknown)';
    let version = parsed.version;
    try {
      checkMediaType(request.headers['content-type'], version);
      if (parsed.kind === 'fault') throw SoapFault.client('A request must not be a SOAP Fault');
      if (parsed.headers.length > 0) checkUnderstood(parsed.headers, understoodByAny, version);
      const prepared = selectOperation(
        parsed.body,
        version === '1.2' ? actionParameter(request.headers['content-type']) : request.headers.soapaction,
      );
      const { operation } = prepared;
      operationName = operation.name;
      if (prepared.versions !== versions && !prepared.versions.includes(version)) {
        const wanted = prepared.versions[0];
        version = wanted;
        throw new SoapFault({
          faultcode: 'VersionMismatch',
          faultstring: `Operation ${operation.name} is served in SOAP ${prepared.versions.join(' and ')}, not SOAP ${parsed.version}`,
        });
      }
      if (parsed.headers.length > 0) checkUnderstood(parsed.headers, prepared.understood, version);
      const headers = operation.decodeHeaders ? operation.decodeHeaders(parsed.headers) : {};
      const context = new RequestContext(operation.name, request, parsed.headers, path, headers, parsed.body);
      const pending = operation.handle(operation.decode(parsed.body), context);
      if (isThenable(pending)) awaitHandler(response, prepared, pending, context, version);
      else reply(response, prepared, pending, context, version);
    } catch (error) {
      answerFailure(response, error, operationName, version);
    }
  }

  /** Answers with a handler's promised result, or with a Server fault if it takes longer than `handlerTimeoutMs`. */
  function awaitHandler(
    response: ServerResponse,
    prepared: PreparedOperation,
    pending: PromiseLike<unknown>,
    context: RequestContext,
    version: SoapVersion,
  ): void {
    const name = prepared.operation.name;
    let answered = false;
    const settle =
      deadlines?.start(() => {
        answered = true;
        onError(new SoapHandlerTimeoutError(name, handlerTimeoutMs), name);
        guarded(response, () =>
          sendFault(response, 500, SoapFault.server(`The service did not answer within ${handlerTimeoutMs} ms`), true, version),
        );
      }) ?? (() => true);
    // The first settlement answers; a late one, a second one (a misbehaving thenable) or one after the timeout is dropped.
    const once = (answer: () => void): void => {
      if (answered) return;
      answered = true;
      settle();
      guarded(response, answer);
    };
    pending.then(
      (result) => once(() => reply(response, prepared, result, context, version)),
      (error: unknown) => once(() => answerFailure(response, error, name, version)),
    );
  }

  /** Runs an answer outside the listener's call stack (after a handler's promise), so nothing escapes it. */
  function guarded(response: ServerResponse, answerNow: () => void): void {
    try {
      answerNow();
    } catch (error) {
      failed(response, error);
    }
  }

  function reply(
    response: ServerResponse,
    prepared: PreparedOperation,
    result: unknown,
    context: RequestContext,
    version: SoapVersion,
  ): void {
    let xml: string;
    try {
      const { operation } = prepared;
      const envelope = version === '1.2' && prepared.envelope12 !== undefined ? prepared.envelope12 : prepared.envelope;
      const headers = operation.encodeHeaders ? operation.encodeHeaders(context.responseHeaders) : undefined;
      xml = writeEnvelopeIn(envelope, operation.encode(result), headers);
    } catch (error) {
      answerFailure(response, error, prepared.operation.name, version);
      return;
    }
    send(response, 200, contentTypeOf(version), xml, false);
  }

  /**
   * A `SoapFault` goes back as is (SOAP 1.2: with the status of its code unless it names one); anything else is
   * reported and answered with a fixed Server fault.
   */
  function answerFailure(response: ServerResponse, error: unknown, operationName: string, version: SoapVersion): void {
    if (error instanceof SoapFault) {
      return sendFault(response, error.httpStatus ?? (version === '1.2' ? soap12Status(error) : 500), error, false, version);
    }
    onError(error, operationName);
    sendFault(response, 500, SoapFault.server('The service failed to process the request'), false, version);
  }

  function selectOperation(body: XmlElement, soapActionHeader: string | string[] | undefined): PreparedOperation {
    let prepared = byElement.get(body.namespace)?.get(body.name);
    if (!prepared) {
      const sameName = byLocalName.get(body.name);
      if (sameName === undefined) {
        throw SoapFault.client(`Unknown operation: no operation takes element {${shorten(body.namespace)}}${shorten(body.name)}`);
      }
      if (sameName.operation.anyNamespace !== true) {
        throw SoapFault.client(
          `Element ${shorten(body.name)} is in namespace "${shorten(body.namespace)}", expected "${sameName.operation.namespace}"`,
        );
      }
      prepared = sameName;
    }
    // Absent or empty SOAPAction names no operation; any other value must agree with the body.
    const { operation } = prepared;
    const header = Array.isArray(soapActionHeader) ? soapActionHeader[0] : soapActionHeader;
    if (header === undefined || header === prepared.quotedAction) return prepared;
    const action = unquote(header);
    if (action !== '' && action !== operation.soapAction) {
      throw SoapFault.client(
        `SOAPAction "${shorten(action ?? '')}" does not match the body element ${body.name} (expected "${operation.soapAction}")`,
      );
    }
    return prepared;
  }

  const checkContinue = (request: IncomingMessage, response: ServerResponse): void => {
    // A declared body over the cap is refused before `100 Continue`, so the client never sends it.
    try {
      const declared = Number(request.headers['content-length']);
      if (declared > maxBodyBytes) {
        request.on('error', ignore);
        sendFault(response, 413, tooLarge(maxBodyBytes), true, requestVersion(request));
        return;
      }
      response.writeContinue();
    } catch (error) {
      failed(response, error);
      return;
    }
    listener(request, response);
  };

  return Object.assign(listener, { checkContinue });
}

/**
 * SOAP 1.2 part 2, section 7.1.4: its envelopes travel as `application/soap+xml`; 1.1's as `text/xml`. A media
 * type naming the other version is refused (415); `application/xml` and none are left to the envelope.
 */
function checkMediaType(contentType: string | undefined, version: SoapVersion): void {
  const named = mediaVersion(contentType);
  if (named === undefined || named === version) return;
  throw new SoapFault({
    faultcode: 'Client',
    faultstring: `A SOAP ${version} envelope must not come as ${version === '1.2' ? 'text/xml' : 'application/soap+xml'}`,
    httpStatus: 415,
  });
}

/** SOAP 1.1 section 4.2.3: an entry marked mustUnderstand="1" that is not understood is a MustUnderstand fault. */
function checkUnderstood(headers: readonly XmlElement[], understood: ReadonlySet<string>, version: SoapVersion): void {
  const refused = notUnderstood(headers, understood, version);
  if (refused) {
    throw new SoapFault({ faultcode: 'MustUnderstand', faultstring: `Header ${shorten(refused.name)} is not understood` });
  }
}

/** A handler did not answer within `handlerTimeoutMs` (reported to `onError`; the caller got a Server fault). */
export class SoapHandlerTimeoutError extends Error {
  constructor(
    readonly operation: string,
    readonly timeoutMs: number,
  ) {
    super(`Handler of ${operation} did not answer within ${timeoutMs} ms`);
    this.name = 'SoapHandlerTimeoutError';
  }
}

function unquote(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
}

const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** The URL the client reached: the Host header when well-formed, else the socket's local address. */
function serviceUrlOf(request: IncomingMessage, path: string): string {
  const tls = (request.socket as { encrypted?: boolean }).encrypted === true;
  let host = request.headers.host;
  if (host === undefined || !HOST.test(host)) {
    const address = request.socket.localAddress ?? '127.0.0.1';
    host = `${address.includes(':') ? `[${address}]` : address}:${request.socket.localPort}`;
  }
  return `${tls ? 'https' : 'http'}://${host}${path}`;
}

/**
 * Which document a GET asks for: `''` the WSDL (`?wsdl`, any case, with no value), `'xsd=xsd0'` an imported one
 * (`?xsd=xsd0`, `?wsdl=wsdl0`: the name's case as any, the value exact), undefined none (not a WSDL request).
 */
function wantedDocument(params: URLSearchParams, hasWsdl: boolean, documents: ReadonlyMap<string, string>): string | undefined {
  let wanted: string | undefined;
  for (const [name, value] of params) {
    const lower = name.toLowerCase();
    if (value !== '' && documents.size > 0 && (lower === 'xsd' || lower === 'wsdl')) return `${lower}=${value}`;
    if (lower === 'wsdl' && hasWsdl) wanted = '';
  }
  return wanted;
}

const DOCUMENT_LOCATION = /(\s(?:schemaLocation|location)\s*=\s*)(["'])\?((?:xsd|wsdl)=[^"'<>&\s]+)\2/g;

/** Makes each `?xsd=...` / `?wsdl=...` location of a served document (one the listener serves) absolute. */
export function absoluteDocumentUrls(text: string, serviceUrl: string, documents: ReadonlyMap<string, string>): string {
  if (documents.size === 0) return text;
  return text.replace(DOCUMENT_LOCATION, (match, start: string, quote: string, query: string) =>
    documents.has(query) ? `${start}${quote}${escapeXmlAttribute(`${serviceUrl}?${query}`)}${quote}` : match,
  );
}

const ADDRESS_LOCATION = /(<(?:[A-Za-z_][\w.-]*:)?address\b[^>]*?\blocation\s*=\s*)("[^"]*"|'[^']*')/g;

/** Points every `<soap:address location>` (any prefix) of a WSDL at `serviceUrl`. */
export function rewriteAddress(wsdl: string, serviceUrl: string): string {
  return wsdl.replace(ADDRESS_LOCATION, (_match, start: string) => `${start}"${escapeXmlAttribute(serviceUrl)}"`);
}

function send(response: ServerResponse, status: number, contentType: string, body: string, close: boolean): void {
  // A string body goes out in one write together with the head (node:http joins them); a Buffer would not.
  // A flat header array spares node:http walking an object's keys.
  const length = Buffer.byteLength(body, 'utf8');
  response.writeHead(
    status,
    close
      ? ['Content-Type', contentType, 'Content-Length', length, 'Connection', 'close']
      : ['Content-Type', contentType, 'Content-Length', length],
  );
  response.end(body, 'utf8');
}

function sendFault(response: ServerResponse, status: number, fault: SoapFault, close: boolean, version: SoapVersion): void {
  send(response, status, contentTypeOf(version), writeFault(fault, version), close);
}

function sendText(response: ServerResponse, status: number, text: string): void {
  send(response, status, 'text/plain; charset=utf-8', `${text}\n`, false);
}

export interface RunningSoapServer {
  /** The service URL: POST here, `GET url?wsdl` for the WSDL. */
  readonly url: string;
  close(): Promise<void>;
}

export interface SoapServer {
  readonly listener: SoapListener;
  listen(port?: number, host?: string): Promise<RunningSoapServer>;
  /**
   * Node's own refusals (431, 408, 400, 413, 417) as this service's Client faults, for a node:http server that
   * serves several services and picks whose format answers (`answerNodeRefusals`); `listen()` uses it.
   */
  refusal(status: NodeRefusal): RawAnswer;
}

/** Node's own refusals (before any request object exists) as SOAP Client faults. */
function refusal(status: NodeRefusal, headersTimeoutMs: number, version: SoapVersion): RawAnswer {
  const text =
    status === 431
      ? `The request line and headers exceed ${maxHeaderSize} bytes`
      : status === 408
        ? `The request headers did not arrive within ${headersTimeoutMs} ms`
        : status === 413
          ? 'A chunk extension of the request body is too large'
          : status === 417
            ? 'The only expectation served is "Expect: 100-continue"'
            : 'Malformed HTTP request';
  return {
    status,
    headers: { 'content-type': contentTypeOf(version) },
    body: Buffer.from(writeFault(SoapFault.client(text), version), 'utf8'),
  };
}

/**
 * A listener plus a `listen` that starts a `node:http` server (default 127.0.0.1, a free port). The headers must
 * arrive within `headersTimeoutMs` (checked within a second); node's own refusals answer Client faults.
 */
export function createSoapServer(options: SoapListenerOptions): SoapServer {
  const listener = createSoapListener(options);
  const bodyTimeoutMs = options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  const headersTimeoutMs = options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  // Node's refusals come before any request is read: in the first version the operations serve.
  const version = options.operations[0]?.soapVersions?.[0] ?? '1.1';
  return {
    listener,
    refusal: (status) => refusal(status, headersTimeoutMs, version),
    listen: (port = 0, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        // The whole request: its headers, then its body (whose own deadline answers first), and room to drain it.
        const server = createServer(deadlineOptions(headersTimeoutMs, bodyTimeoutMs > 0 ? headersTimeoutMs + bodyTimeoutMs + 5_000 : 0), listener);
        server.on('checkContinue', listener.checkContinue);
        answerNodeRefusals(server, (status) => refusal(status, headersTimeoutMs, version));
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve({
            url: `http://${shownHost}:${address.port}${options.path ?? '/'}`,
            close: () =>
              new Promise<void>((done, fail) => {
                server.close((error) => (error ? fail(error) : done()));
                server.closeAllConnections();
              }),
          });
        });
      }),
  };
}
