/** SOAP client of Directory Service 1.0.0. Generated from the definition; do not edit. */
import * as $soap from './runtime/soap-client/index.js';
import * as $messages from './soap-messages.js';
import type { ArrayOfString, ListNames, LookupPerson, Person } from './types.js';

/** Options of {@link DirectoryClient}; the limits on a reply (`maxResponseBytes`, default 50 MiB, and the XML limits `maxDepth`, `maxElements`, `maxAttributesPerElement`, `maxAttributes`, the server's defaults) come from `SoapClientLimits`. */
export interface DirectoryClientOptions extends $soap.SoapClientLimits {
  /** The service address (POST target), e.g. the WSDL's `soap:address`. */
  url: string;
  /** `fetch` implementation; default `globalThis.fetch`. */
  fetch?: $soap.FetchLike;
  /** Time allowed for each whole call, in ms; default 60 000; 0 = none. */
  timeoutMs?: number;
  /** HTTP headers sent with every call (Content-Type and SOAPAction are always set by the client). */
  headers?: { readonly [name: string]: string };
}

/** Options of one call. */
export interface DirectoryCallOptions {
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call. */
  timeoutMs?: number;
}

/**
 * SOAP 1.1 client of Directory Service 1.0.0: one method per operation.
 *
 * Each resolves to the result value (the response element's single child: absent = `undefined`, nil = `null`).
 * Rejects with `SoapFault` (the service answered with a fault), `SoapHttpError` (an HTTP error without a fault;
 * `SoapRedirectError` for a redirect to another origin, or other than 307/308), `SoapTimeoutError`,
 * `SoapResponseError` (a reply that is not XML, is empty, cannot be decoded or does not fit the definition, with its
 * status, headers and an excerpt; `SoapResponseTooLargeError` past `maxResponseBytes`) or `XmlEncodingError` (a
 * request value that cannot be written).
 */
export class DirectoryClient {
  readonly #options: DirectoryClientOptions;

  constructor(options: DirectoryClientOptions) {
    this.#options = { ...options };
  }

  /**
   * Look a person up by id.
   *
   * SOAPAction `http://directory.example.test/lookupPerson`; sends `lookupPerson`, resolves to `lookupPersonResponse/lookupPersonResult`.
   */
  async lookupPerson(
    request: LookupPerson,
    options?: DirectoryCallOptions,
  ): Promise<Person | undefined> {
    return this.#call(
      'http://directory.example.test/lookupPerson',
      'http://directory.example.test/',
      'lookupPerson',
      'lookupPersonResponse',
      false,
      $messages.encodeLookupPerson(request),
      (body) => $messages.decodeLookupPersonResponse(body).lookupPersonResult,
      options,
    );
  }

  /**
   * Lists names starting with a prefix.
   * Names are unique.
   *
   * SOAPAction `http://directory.example.test/listNames`; sends `listNames`, resolves to `listNamesResponse/listNamesResult`.
   */
  async listNames(
    request: ListNames,
    options?: DirectoryCallOptions,
  ): Promise<ArrayOfString | undefined> {
    return this.#call(
      'http://directory.example.test/listNames',
      'http://directory.example.test/',
      'listNames',
      'listNamesResponse',
      false,
      $messages.encodeListNames(request),
      (body) => $messages.decodeListNamesResponse(body).listNamesResult,
      options,
    );
  }

  async #call<R>(
    soapAction: string,
    namespace: string,
    element: string,
    responseElement: string,
    qualified: boolean,
    fields: readonly $soap.Field[],
    decode: (body: $soap.XmlElement) => R,
    options: DirectoryCallOptions | undefined,
  ): Promise<R> {
    const envelope = $soap.writeEnvelope({ namespace, element, fields, qualified });
    const timeoutMs = options?.timeoutMs ?? this.#options.timeoutMs;
    const body = await $soap.callSoap({
      url: this.#options.url,
      soapAction,
      envelope,
      expect: { element: responseElement, namespace },
      limits: this.#options,
      ...(this.#options.fetch !== undefined ? { fetch: this.#options.fetch } : {}),
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      ...(this.#options.headers !== undefined ? { headers: this.#options.headers } : {}),
      ...(options?.signal !== undefined ? { signal: options.signal } : {}),
    });
    try {
      return decode(body);
    } catch (error) {
      // The decoders' complaints are Client faults for a server; for a client they mean a bad response.
      if (error instanceof $soap.SoapFault)
        throw new $soap.SoapResponseError(`Invalid ${responseElement}: ${error.faultstring}`);
      throw error;
    }
  }
}

export { SoapFault, XmlEncodingError } from './runtime/soap-messages/index.js';
export {
  SoapHttpError,
  SoapRedirectError,
  SoapResponseError,
  SoapResponseTooLargeError,
  SoapTimeoutError,
} from './runtime/soap-client/index.js';
export type { FetchLike, SoapClientLimits } from './runtime/soap-client/index.js';
