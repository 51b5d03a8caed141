export interface QwcOptions {
	/** AppName: the name the Web Connector shows (and the key it stores the registration under). */
	readonly appName: string;
	/** AppURL: the service URL; HTTPS, or HTTP on localhost. */
	readonly appUrl: string;
	/** UserName the client sends to authenticate. */
	readonly userName: string;
	/** Whose OwnerID/FileID these are (default: the user name): one tenant keeps the same GUIDs across files. */
	readonly tenant?: string;
	/** OwnerID / FileID GUIDs (with or without braces); default derived from app name and tenant. */
	readonly ownerId?: string;
	readonly fileId?: string;
	readonly appId?: string;
	readonly appDescription?: string;
	/** AppSupport: a support page (HTTPS, or HTTP on localhost); default the origin of appUrl. */
	readonly appSupport?: string;
	/** QBType: desktop financial software (`QBFS`, default) or point of sale (`QBPOS`). */
	readonly qbType?: "QBFS" | "QBPOS";
	/** Scheduler: run every n minutes or every n seconds (not both). */
	readonly everyMinutes?: number;
	readonly everySeconds?: number;
	readonly readOnly?: boolean;
	readonly personalDataPref?: "pdpOptional" | "pdpRequired" | "pdpNotNeeded";
	readonly unattendedModePref?: "umpOptional" | "umpRequired";
	/** AuthFlags: which editions may run it, hex (`0xF`) or a number. */
	readonly authFlags?: string | number;
	readonly certUrl?: string;
}
/** A QWC option that cannot be written (the message names it). */
export declare class QwcError extends Error {
	constructor(message: string);
}
/** A stable GUID (name-based, SHA-1, version 5 layout) for `parts`. */
export declare function derivedGuid(...parts: readonly string[]): string;
/** The QWC document for `options` (UTF-8 XML text). Throws `QwcError` naming the field at fault. */
export declare function writeQwc(options: QwcOptions): string;
