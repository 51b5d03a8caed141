/** Accounting service modules re-exported from the package root: one line per module file. */
export * from "./webhooks.js";
