export class RequestLog {
	capacity;
	entries = [];
	listeners = new Set();
	constructor(capacity = 1e3) {
		this.capacity = capacity;
	}
	add(entry) {
		this.entries.push(entry);
		if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
		for (const listener of this.listeners) {
			try {
				listener(entry);
			} catch {}
		}
	}
	/** The entries kept, oldest first (copies). */
	list() {
		return this.entries.map((e) => ({ ...e }));
	}
	/** Told about every new entry; returns the function that stops it. */
	subscribe(listener) {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}
	clear() {
		this.entries.length = 0;
	}
}
/** One line for people: `GET /accounting/v3/company/1/customer/1 200 3 ms`, `webhook POST http://... 500 ...`. */
export function formatLogEntry(entry) {
	if (entry.kind === "request") return `${entry.at} ${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms`;
	const outcome = entry.status === 0 ? `no answer (${entry.error ?? "error"})` : String(entry.status);
	return `${entry.at} webhook ${entry.method} ${entry.path} ${outcome} ${entry.ms} ms company ${entry.company} events ${entry.events} attempt ${entry.attempt} ${entry.format}`;
}
