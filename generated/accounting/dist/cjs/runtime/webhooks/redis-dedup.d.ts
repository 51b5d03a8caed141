/**
* De-duplication store in Redis (node-redis `redis` client): one key per event id with a TTL, so several
* receiver processes share one window and restarts keep it. Claims are `SET NX PX`; completion overwrites with the
* window's TTL; release deletes the claim only.
*/
import type { WebhookDedupStore } from "./dedup.js";
/** The two commands used, as node-redis's client (`createClient()` from `redis`) offers them. */
export interface RedisDedupClient {
	set(key: string, value: string, options: {
		expiration: {
			type: "PX";
			value: number;
		};
		condition?: "NX";
	}): Promise<unknown>;
	del(key: string): Promise<unknown>;
}
export interface RedisDedupStoreOptions {
	/** Key prefix (default `svc:webhook:`). */
	readonly prefix?: string;
}
export declare class RedisDedupStore implements WebhookDedupStore {
	private readonly client;
	private readonly prefix;
	constructor(client: RedisDedupClient, options?: RedisDedupStoreOptions);
	/** The claim is short (`claimMs`): if this process dies mid-delivery, the next delivery runs the event. */
	claim(id: string, claimMs: number): Promise<boolean>;
	complete(id: string, windowMs: number): Promise<void>;
	release(id: string): Promise<void>;
}
