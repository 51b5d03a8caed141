/**
 * Operations of Inline bodies 1.0.0.
 *
 * Generated from the definition; do not edit.
 */
import type {
  EndpointDescriptor,
  HttpOperationDescriptor,
  RateLimit,
  RateLimitKey,
  SecuritySchemeDescriptor,
} from './runtime/operations/operation-table.js';
import * as descriptors from './operation-descriptors.js';
import type { AddTagsBody, CreateIssueBody, Issue, Scale, UpdateIssueBody } from './types.js';

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly createIssue: HttpOperationDescriptor;
  readonly updateIssue: HttpOperationDescriptor;
  readonly replaceIssue: HttpOperationDescriptor;
  readonly replaceScale: HttpOperationDescriptor;
  readonly addTags: HttpOperationDescriptor;
} = {
  createIssue: descriptors.createIssueOperation,
  updateIssue: descriptors.updateIssueOperation,
  replaceIssue: descriptors.replaceIssueOperation,
  replaceScale: descriptors.replaceScaleOperation,
  addTags: descriptors.addTagsOperation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  createIssue: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: CreateIssueBody;
    response: Issue;
    error: unknown;
  };
  updateIssue: {
    path: {
      /** @integer */
      number: number;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: UpdateIssueBody;
    response: Issue;
    error: unknown;
  };
  replaceIssue: {
    path: {
      /** @integer */
      number: number;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: UpdateIssueBody;
    response: Issue;
    error: unknown;
  };
  replaceScale: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: Scale;
    response: Scale;
    error: unknown;
  };
  addTags: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: AddTagsBody;
    response: undefined;
    error: unknown;
  };
}

/** Addresses the services are reached at. */
export const endpoints: readonly EndpointDescriptor[] = [];

/** Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`. */
export const rateLimits: readonly RateLimit[] = [];

/** How each rate-limit key is read off a request. */
export const rateLimitKeys: readonly RateLimitKey[] = [];

/** Security schemes by name, as operations' `security` requirements refer to them. */
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {};
