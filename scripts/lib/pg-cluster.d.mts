export declare function findPgBin(): string | undefined;
export type PgCluster = {
  port: number;
  dataDir: string;
  url: (db?: string) => string;
  isRunning: () => boolean;
  start: () => Promise<void>;
  stop: (mode?: 'smart' | 'fast' | 'immediate') => void;
  log: () => string;
  destroy: () => void;
};
export declare function createPgCluster(options?: { prefix?: string }): Promise<PgCluster>;
