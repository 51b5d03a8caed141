/** The runtime modules the webhooks part ships and its emitted code imports (see part-kit/runtime.ts). */
import type * as Dedup from '../../../templates/webhooks/dedup.ts';
import type * as Receiver from '../../../templates/webhooks/receiver.ts';
import type * as RedisDedup from '../../../templates/webhooks/redis-dedup.ts';
import type * as Sender from '../../../templates/webhooks/sender.ts';
import type * as Signature from '../../../templates/webhooks/signature.ts';
import { runtimeModule } from '../../part-kit/runtime.ts';

export const dedup = runtimeModule<typeof Dedup>('webhooks/dedup.ts');
export const receiver = runtimeModule<typeof Receiver>('webhooks/receiver.ts');
export const redisDedup = runtimeModule<typeof RedisDedup>('webhooks/redis-dedup.ts');
export const sender = runtimeModule<typeof Sender>('webhooks/sender.ts');
export const signature = runtimeModule<typeof Signature>('webhooks/signature.ts');
