/**
* `qwc --name <AppName> --url <https://...> --user <UserName> [options]` (a generated package's command; `npm run
* qwc` here): writes a QWC file to stdout (or `--out <file>`). Run with `--help` for the options. Bad options: a message on stderr and exit code 1.
*/
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { QwcError, writeQwc } from "./qwc.js";
const USAGE = `Usage: qwc --name <AppName> --url <https://host/path> --user <UserName> [options]

  --name <text>            AppName (required)
  --url <url>              AppURL: https, or http on localhost (required)
  --user <name>            UserName the Web Connector authenticates with (required)
  --tenant <id>            whose OwnerID/FileID (default: the user name); same tenant, same GUIDs
  --owner-id <guid>        OwnerID (default: derived from name and tenant)
  --file-id <guid>         FileID (default: derived from name and tenant)
  --description <text>     AppDescription
  --support <url>          AppSupport (default: the origin of --url)
  --app-id <text>          AppID
  --every-minutes <n>      Scheduler: RunEveryNMinutes
  --every-seconds <n>      Scheduler: RunEveryNSeconds
  --read-only              IsReadOnly true
  --qb-type <QBFS|QBPOS>   QBType (default QBFS)
  --personal-data <pdpOptional|pdpRequired|pdpNotNeeded>
  --unattended <umpOptional|umpRequired>
  --auth-flags <0xF>       AuthFlags
  --out <file>             write the file there instead of stdout
`;
/** Runs the command; resolves to the exit code. */
export function qwcMain(argv, out, err) {
	let values;
	try {
		({values} = parseArgs({
			args: [...argv],
			strict: true,
			options: {
				name: { type: "string" },
				url: { type: "string" },
				user: { type: "string" },
				tenant: { type: "string" },
				"owner-id": { type: "string" },
				"file-id": { type: "string" },
				description: { type: "string" },
				support: { type: "string" },
				"app-id": { type: "string" },
				"every-minutes": { type: "string" },
				"every-seconds": { type: "string" },
				"read-only": { type: "boolean" },
				"qb-type": { type: "string" },
				"personal-data": { type: "string" },
				unattended: { type: "string" },
				"auth-flags": { type: "string" },
				out: { type: "string" },
				help: { type: "boolean" }
			}
		}));
	} catch (error) {
		err(`${error.message}\n\n${USAGE}`);
		return 1;
	}
	if (values.help) {
		out(USAGE);
		return 0;
	}
	const missing = [
		"name",
		"url",
		"user"
	].filter((name) => typeof values[name] !== "string");
	if (missing.length > 0) {
		err(`Missing ${missing.map((m) => `--${m}`).join(", ")}\n\n${USAGE}`);
		return 1;
	}
	const text = (name) => typeof values[name] === "string" ? values[name] : undefined;
	const int = (name) => text(name) === undefined ? undefined : Number(text(name));
	const options = {
		appName: text("name"),
		appUrl: text("url"),
		userName: text("user"),
		...text("tenant") !== undefined ? { tenant: text("tenant") } : {},
		...text("owner-id") !== undefined ? { ownerId: text("owner-id") } : {},
		...text("file-id") !== undefined ? { fileId: text("file-id") } : {},
		...text("description") !== undefined ? { appDescription: text("description") } : {},
		...text("support") !== undefined ? { appSupport: text("support") } : {},
		...text("app-id") !== undefined ? { appId: text("app-id") } : {},
		...int("every-minutes") !== undefined ? { everyMinutes: int("every-minutes") } : {},
		...int("every-seconds") !== undefined ? { everySeconds: int("every-seconds") } : {},
		...values["read-only"] ? { readOnly: true } : {},
		...text("qb-type") !== undefined ? { qbType: text("qb-type") } : {},
		...text("personal-data") !== undefined ? { personalDataPref: text("personal-data") } : {},
		...text("unattended") !== undefined ? { unattendedModePref: text("unattended") } : {},
		...text("auth-flags") !== undefined ? { authFlags: text("auth-flags") } : {}
	};
	let qwc;
	try {
		qwc = writeQwc(options);
	} catch (error) {
		if (!(error instanceof QwcError)) throw error;
		err(`qwc: ${error.message}\n`);
		return 1;
	}
	const file = text("out");
	if (file !== undefined) {
		writeFileSync(file, qwc);
		err(`qwc: wrote ${file}\n`);
	} else out(qwc);
	return 0;
}
