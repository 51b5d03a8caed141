/**
 * The runtime descriptor of each operation of JSON Schema not 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */

export {};
