// Starts `npm run sandbox` as a real child process on a free port and reads the three URLs it prints; stops it
// by its process group (npm -> tsx -> node), never by name.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface SandboxProcess {
  readonly urls: { readonly accounting: string; readonly payments: string; readonly connector: string };
  readonly child: ChildProcess;
  /** What it printed so far (the URLs, then the request log unless --quiet). */
  output(): string;
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function startSandboxProcess(args: readonly string[] = []): Promise<SandboxProcess> {
  const child = spawn('npm', ['run', '--silent', 'sandbox', '--', '--port', '0', ...args], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`sandbox did not start in 60 s: ${out} ${err}`));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox exited (${code}): ${err}`));
    });
    let started = false;
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      // Kept whole for output(); the URLs are read only until they are all there.
      if (started) return;
      const lines = Object.fromEntries(
        out
          .split('\n')
          .map((l) => l.trim().split(' '))
          .filter((p) => p.length === 2)
          .map(([k, v]) => [k, v]),
      );
      if (lines.accounting && lines.payments && lines.connector) {
        started = true;
        clearTimeout(timer);
        resolve({ urls: { accounting: lines.accounting, payments: lines.payments, connector: lines.connector }, child, output: () => out, stop });
      }
    });
  });
}
