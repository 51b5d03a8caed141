/**
 * De-duplication store in Redis (node-redis `redis` client): one key per event id with a TTL, so several
 * receiver processes share one window and restarts keep it. Claims are `SET NX PX`; completion overwrites with the
 * window's TTL; release deletes the claim only.
 */
import type { WebhookDedupStore } from './dedup.ts';

/** The two commands used, as node-redis's client (`createClient()` from `redis`) offers them. */
export interface RedisDedupClient {
  set(key: string, value: string, options: { expiration: { type: 'PX'; value: number }; condition?: 'NX' }): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

export interface RedisDedupStoreOptions {
  /** Key prefix (default `svc:webhook:`). */
  readonly prefix?: string;
}

export class RedisDedupStore implements WebhookDedupStore {
  private readonly prefix: string;

  constructor(
    private readonly client: RedisDedupClient,
    options: RedisDedupStoreOptions = {},
  ) {
    this.prefix = options.prefix ?? 'svc:webhook:';
  }

  /** The claim is short (`claimMs`): if this process dies mid-delivery, the next delivery runs the event. */
  async claim(id: string, claimMs: number): Promise<boolean> {
    const reply = await this.client.set(this.prefix + id, 'claimed', { expiration: { type: 'PX', value: Math.max(1, Math.ceil(claimMs)) }, condition: 'NX' });
    return reply === 'OK';
  }

  async complete(id: string, windowMs: number): Promise<void> {
    await this.client.set(this.prefix + id, 'done', { expiration: { type: 'PX', value: Math.max(1, Math.ceil(windowMs)) } });
  }

  async release(id: string): Promise<void> {
    await this.client.del(this.prefix + id);
  }
}
