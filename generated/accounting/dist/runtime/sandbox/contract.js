export function isSandboxFault(value) {
	return typeof value === "object" && value !== null && value.sandboxFault === true;
}
export function sandboxFault(status, kind, values) {
	return {
		sandboxFault: true,
		status,
		kind,
		values
	};
}
