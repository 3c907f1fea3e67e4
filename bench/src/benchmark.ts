/** One measured figure, printed as `name value unit target=… ok|over`. */
export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** The target, e.g. `<= 110`; omitted for figures that are only printed. */
  readonly target?: { readonly max: number } | { readonly min: number };
}

/** A benchmark: prints what it measures as it goes and returns its figures for the summary. */
export interface Benchmark {
  readonly name: string;
  /** Why the benchmark cannot run here (missing Chromium, no PostgreSQL...), or nothing when it can. */
  skipReason?(): Promise<string | undefined>;
  run(log: (line: string) => void): Promise<readonly Figure[]>;
}

/** Whether a figure meets its target (a figure without a target always does). */
export function meetsTarget(figure: Figure): boolean {
  if (!figure.target) return true;
  return 'max' in figure.target ? figure.value <= figure.target.max : figure.value >= figure.target.min;
}

/** The one-line summary of a figure. */
export function summaryLine(figure: Figure): string {
  const value = Number.isInteger(figure.value) ? String(figure.value) : figure.value.toFixed(2);
  if (!figure.target) return `${figure.name} ${value} ${figure.unit} target=none ok`;
  const target = 'max' in figure.target ? `<=${figure.target.max}` : `>=${figure.target.min}`;
  return `${figure.name} ${value} ${figure.unit} target=${target} ${meetsTarget(figure) ? 'ok' : 'over'}`;
}
