/**
 * The runtime descriptor of each operation of Recursive and dynamic references 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */

export {};
