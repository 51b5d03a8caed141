/** Fills the `{param}` placeholders of a path template, URI-encoding each value. */
export function fillPath(template, params) {
	return template.replace(/\{([^}]+)\}/g, (_match, name) => {
		const value = params[name];
		if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
		return encodeURIComponent(String(value));
	});
}
/**
* Finds the HTTP operation a request is for: method and path template must match, and every selector value
* must be present in the query. Among several matches the one with the most selector entries wins (so
* `POST /x?operation=delete` selects the delete variant over the plain create), then table order.
*/
export function matchHttpOperation(table, method, pathname, query) {
	let best;
	let bestScore = -1;
	for (const operation of Object.values(table)) {
		if (operation.kind !== "http" || operation.method !== method.toUpperCase()) continue;
		const pathParams = matchPath(operation.path, pathname);
		if (pathParams === undefined) continue;
		const selector = Object.entries(operation.selector);
		if (!selector.every(([name, value]) => query[name] === value)) continue;
		if (selector.length > bestScore) {
			best = {
				operation,
				pathParams
			};
			bestScore = selector.length;
		}
	}
	return best;
}
function matchPath(template, pathname) {
	const wanted = template.split("/");
	const actual = pathname.split("/");
	if (wanted.length !== actual.length) return undefined;
	const params = {};
	for (let i = 0; i < wanted.length; i++) {
		const placeholder = /^\{([^}]+)\}$/.exec(wanted[i]);
		if (placeholder) {
			if (actual[i] === "") return undefined;
			params[placeholder[1]] = decodeURIComponent(actual[i]);
		} else if (wanted[i] !== actual[i]) {
			return undefined;
		}
	}
	return params;
}
/** The rate limits that count a call of `operation` (optionally on one named endpoint), in table order. */
export function rateLimitsOf(limits, operation, environment) {
	return limits.filter((limit) => (limit.appliesTo.length === 0 || limit.appliesTo.includes(operation)) && (environment === undefined || limit.environments.length === 0 || limit.environments.includes(environment)));
}
