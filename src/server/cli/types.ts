import type { Db } from '../db/types';

/** What a command gets: the database (opened on first use, so --help needs none) and output. */
export interface CliContext {
  db(): Promise<Db>;
  out(line: string): void;
  err(line: string): void;
  /** A password typed at a prompt without echo, or the first line of standard input (cli/passwordInput.ts). */
  readPassword?(prompt: string): Promise<string>;
}

/** One word of `npm run cli -- <group> ...`, with its own usage text. */
export interface CommandGroup {
  name: string;
  summary: string;
  usage: string;
  /** argv: the words after the group's name. Resolves to the exit code (default 0). */
  run(argv: string[], ctx: CliContext): Promise<number | void>;
}

/** Wrong words or options: the usage text is printed and the exit code is 2. */
export class UsageError extends Error {}
