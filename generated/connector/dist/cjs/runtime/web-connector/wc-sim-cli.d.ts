import { type Transcript, type WebConnectorWire } from "./wc-sim.js";
/** The transcript as lines for people. */
export declare function formatTranscript(transcript: Transcript): string;
export declare function wcSimMain(argv: readonly string[], out: (text: string) => void, err: (text: string) => void, defaults?: {
	readonly wire?: WebConnectorWire;
}): Promise<number>;
