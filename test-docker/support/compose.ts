/**
 * docker compose for the test, under a project name of the test's own, with the files of
 * hostNetwork.ts (test traffic stays on 127.0.0.1). `docker compose` (v2) when present, else
 * `docker-compose` (v1).
 */
import path from 'node:path';
import { sh } from './sh.js';

export const REPO = path.resolve(import.meta.dirname, '../..');

export interface LogLine {
  msg: string;
  [key: string]: unknown;
}

export class Compose {
  private constructor(
    private readonly cli: string[],
    readonly project: string,
    private readonly files: string[],
    private readonly env: Record<string, string>,
  ) {}

  /** `files` in place of docker-compose.yml; relative paths in them are the repository's. */
  static async open(project: string, files: string[], env: Record<string, string>): Promise<Compose> {
    return new Compose(await composeCli(), project, files, env);
  }

  /** The compose command line in use, for the report. */
  get command(): string {
    return this.cli.join(' ');
  }

  run(args: string[], profile?: string): Promise<string> {
    const [command, ...first] = this.cli;
    const global = this.globalArgs();
    if (profile) global.push('--profile', profile);
    return sh(command!, [...first, ...global, ...args], { cwd: REPO, env: this.env });
  }

  /** The arguments that run a compose subcommand, for callers that need the bytes it prints. */
  argv(args: string[]): { command: string; args: string[]; env: Record<string, string> } {
    const [command, ...first] = this.cli;
    return { command: command!, args: [...first, ...this.globalArgs(), ...args], env: this.env };
  }

  private globalArgs(): string[] {
    return ['-p', this.project, '--project-directory', REPO, ...this.files.flatMap((f) => ['-f', f])];
  }

  async container(service: string, profile?: string): Promise<string> {
    const id = (await this.run(['ps', '-q', service], profile)).trim();
    if (!id) throw new Error(`no container for ${service}`);
    return id;
  }

  /** The JSON log lines (pino) of a service's container, every run of it included. */
  async logs(service: string, profile?: string): Promise<LogLine[]> {
    const out = await sh('docker', ['logs', await this.container(service, profile)]);
    return out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  }
}

async function composeCli(): Promise<string[]> {
  for (const cli of [['docker', 'compose'], ['docker-compose']]) {
    try {
      await sh(cli[0]!, [...cli.slice(1), 'version']);
      return cli;
    } catch {
      // try the next one
    }
  }
  throw new Error(
    'neither `docker compose` nor `docker-compose` works: install the Docker Compose plugin (test-docker/prepare.ts checks for it)',
  );
}

export async function health(container: string): Promise<string> {
  return (await sh('docker', ['inspect', '-f', '{{.State.Health.Status}}', container])).trim();
}
