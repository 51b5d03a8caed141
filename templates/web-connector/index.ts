/** The Web Connector kit: session framework, stores, QWC writer and simulator (one re-export line per module). */
export * from './session-types.ts';
export * from './tickets.ts';
export * from './host-info.ts';
export * from './jobs.ts';
export * from './session-store.ts';
export * from './memory-store.ts';
export * from './redis-store.ts';
export * from './session-handlers.ts';
export * from './wc-sim-xml.ts';
export * from './wc-sim-http.ts';
export * from './wc-sim.ts';
export * from './qwc.ts';
export * from './demo-company.ts';
