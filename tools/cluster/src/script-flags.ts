/** A line to stdout, a numeric `--name value` flag, and a percentile (nearest rank). */
export const log = (line: string): void => void process.stdout.write(`${line}\n`);

export function numberFlag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

export const percentile = (values: readonly number[], p: number): number =>
  values.length === 0 ? NaN : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
