/**
 * Types of Type beside oneOf 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** "auto", or the detection parameters. */
export type ChunkingStrategy = 'auto' | VadConfig;

export type Labelled = {
  label: string;
} & (
  | VadConfig
  | {
      note?: string;
    }
);

/** Other properties are allowed too; they are not part of this type. */
export interface TranscriptionRequest {
  chunking: ChunkingStrategy;
  labelled?: Labelled;
}

/** Other properties are allowed too; they are not part of this type. */
export interface VadConfig {
  type: 'server_vad';
  threshold?: number;
}
