/** How every bench section prints: one figure a line as `name: value unit`, notes as `# ...`; and the median and percentiles most figures are. */

export function figure(name: string, value: number, unit: string): void {
  const shown = value >= 100 ? Math.round(value).toString() : value >= 1 ? value.toFixed(1) : value.toFixed(3);
  process.stdout.write(`${name}: ${shown} ${unit}\n`);
}

export function note(text: string): void {
  process.stdout.write(`# ${text}\n`);
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The p-th percentile (nearest rank) of `xs`: what a figure's tail is said as (p99). */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}
