/** The Web Connector kit: session framework, stores, QWC writer and simulator (one re-export line per module). */
export * from "./session-types.js";
export * from "./tickets.js";
export * from "./host-info.js";
export * from "./jobs.js";
export * from "./session-store.js";
export * from "./memory-store.js";
export * from "./redis-store.js";
export * from "./session-handlers.js";
export * from "./wc-sim-xml.js";
export * from "./wc-sim-http.js";
export * from "./wc-sim.js";
export * from "./qwc.js";
export * from "./demo-company.js";
