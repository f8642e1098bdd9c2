import type { ChildProcess } from 'node:child_process';

export declare const ROOT: string;
export declare const TSX: string;
export declare const SERVER_ENTRY: string;
export declare const SERVER_COMMAND: [string, string[]];
export declare function freePort(): Promise<number>;
export declare function postgresReachable(url: string): Promise<boolean>;
export declare function createTempDatabase(
  baseUrl: string,
  prefix?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }>;
export declare function makeTempDir(prefix: string): string;
export declare function waitForOk(
  url: string,
  options?: { timeoutMs?: number; isDead?: () => boolean; intervalMs?: number },
): Promise<Response>;
export type ApiServer = {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  healthyMs: number;
  dataDir: string;
  stop: () => Promise<void>;
  /** sends `signal` (default SIGKILL) and resolves once the process has exited */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  isAlive: () => boolean;
  output: () => string;
};
export declare function startApiServer(options?: {
  env?: Record<string, string | undefined>;
  log?: 'inherit' | ((chunk: string) => void);
  healthTimeoutMs?: number;
  command?: [string, string[]];
  healthPath?: string;
}): Promise<ApiServer>;
