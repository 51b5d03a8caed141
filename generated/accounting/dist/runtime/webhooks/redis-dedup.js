export class RedisDedupStore {
	client;
	prefix;
	constructor(client, options = {}) {
		this.client = client;
		this.prefix = options.prefix ?? "svc:webhook:";
	}
	/** The claim is short (`claimMs`): if this process dies mid-delivery, the next delivery runs the event. */
	async claim(id, claimMs) {
		const reply = await this.client.set(this.prefix + id, "claimed", {
			expiration: {
				type: "PX",
				value: Math.max(1, Math.ceil(claimMs))
			},
			condition: "NX"
		});
		return reply === "OK";
	}
	async complete(id, windowMs) {
		await this.client.set(this.prefix + id, "done", { expiration: {
			type: "PX",
			value: Math.max(1, Math.ceil(windowMs))
		} });
	}
	async release(id) {
		await this.client.del(this.prefix + id);
	}
}
