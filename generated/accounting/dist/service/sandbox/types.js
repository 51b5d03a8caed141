export function fault(status, values, kind = "default") {
	return {
		sandboxFault: true,
		status,
		kind,
		values
	};
}
