const SECRET_FIELDS = new Set([
	"accessToken",
	"refreshToken",
	"idToken"
]);
/** `grant` with its secrets hidden from every printer (the values stay on the object). */
export function redacted(grant) {
	const shown = () => Object.fromEntries(Object.entries(grant).map(([k, v]) => [k, SECRET_FIELDS.has(k) && v !== undefined ? "[redacted]" : v]));
	const view = { ...grant };
	Object.defineProperty(view, "toJSON", {
		value: shown,
		enumerable: false
	});
	Object.defineProperty(view, Symbol.for("nodejs.util.inspect.custom"), {
		value: shown,
		enumerable: false
	});
	// Not enumerable: spreading or Object.keys shows no token either.
	for (const field of SECRET_FIELDS) {
		if (field in view) Object.defineProperty(view, field, { enumerable: false });
	}
	return Object.freeze(view);
}
