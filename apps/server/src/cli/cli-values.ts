import path from 'node:path';

/** 1536 -> "1.5 KB" (powers of 1024, as file managers show sizes). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/**
 * A path typed on the command line, from the folder it was typed in: `npm run cli` runs the task
 * in apps/server, and npm keeps the caller's folder in INIT_CWD.
 */
export const fromWhereTyped = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
