/** Runs the docker and compose command lines of the Docker test; a failing command throws with its output. */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface RunOptions {
  env?: Record<string, string>;
  cwd?: string;
  /** Standard output as bytes (a backup streamed out of a container). */
  binary?: boolean;
}

export async function sh(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  try {
    const { stdout } = await execFileAsync(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      maxBuffer: 256 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed: ${e.message}\n${e.stderr ?? ''}`.slice(0, 8000));
  }
}

/** Like sh, with standard output kept as bytes. */
export function shBytes(command: string, args: string[], options: RunOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env } });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new Error(`${command} ${args.join(' ')}: ${code}\n${err}`)),
    );
  });
}

/** Measures one step. */
export async function timed<T>(step: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await step();
  return { value, ms: Date.now() - started };
}
