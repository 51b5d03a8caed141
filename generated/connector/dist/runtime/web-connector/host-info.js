/** How much of the host document is read; real ones are a few KiB. */
export const HOST_DOCUMENT_SCAN_BYTES = 256 * 1024;
const MAX_VALUE = 256;
const MAX_VERSIONS = 64;
/** Reads the host data; fields the document lacks are `''` (a short or hostile document is not an error). */
export function readHostInfo(fields) {
	const text = (fields.strHCPResponse ?? "").slice(0, HOST_DOCUMENT_SCAN_BYTES);
	const country = firstText(text, "Country");
	return {
		productName: firstText(text, "ProductName"),
		majorVersion: firstText(text, "MajorVersion"),
		minorVersion: firstText(text, "MinorVersion"),
		country: country !== "" ? country : clip(fields.country ?? ""),
		supportedVersions: supportedVersions(text),
		companyFile: clip(fields.strCompanyFileName ?? ""),
		formatMajor: fields.major,
		formatMinor: fields.minor
	};
}
function clip(value) {
	return value.length > MAX_VALUE ? value.slice(0, MAX_VALUE) : value;
}
/** Text of the first `<name>text</name>` (text without markup), decoded; `''` when absent. */
function firstText(text, name) {
	const match = new RegExp(`<${name}>([^<]{0,${MAX_VALUE}})</${name}>`).exec(text);
	return match ? decodeText(match[1]) : "";
}
function supportedVersions(text) {
	const versions = [];
	for (const match of text.matchAll(/<Supported[A-Za-z]{0,16}Version>([0-9]{1,4}(?:\.[0-9]{1,4}){0,3})<\//g)) {
		versions.push(match[1]);
		if (versions.length === MAX_VERSIONS) break;
	}
	return versions;
}
const NAMED = {
	lt: "<",
	gt: ">",
	amp: "&",
	quot: "\"",
	apos: "'"
};
/** The five XML entities and character references; anything else is left as written. */
function decodeText(value) {
	if (!value.includes("&")) return value;
	return value.replace(/&(#x[0-9A-Fa-f]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (whole, ref) => {
		if (ref[0] !== "#") return NAMED[ref] ?? whole;
		const code = ref[1] === "x" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
		return code > 0 && code <= 1114111 && !(code >= 55296 && code <= 57343) ? String.fromCodePoint(code) : whole;
	});
}
