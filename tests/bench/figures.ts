/** A figure of `npm run bench`, printed beside its budget. Budgets are goals to read, not assertions. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: number;
  /** The budget is a floor (a throughput): the figure is within it at or above. */
  atLeast?: boolean;
}

export function print(figure: Figure): void {
  const within = figure.atLeast ? figure.value >= figure.budget : figure.value <= figure.budget;
  const ratio = (figure.value / figure.budget).toFixed(2);
  const budget = `${figure.atLeast ? 'at least ' : ''}${figure.budget} ${figure.unit}`;
  console.log(
    `${figure.name}: ${figure.value.toFixed(1)} ${figure.unit} (budget ${budget}, ${ratio}x of budget) ${within ? 'within budget' : figure.atLeast ? 'BELOW BUDGET' : 'OVER BUDGET'}`,
  );
}

/** The p-th percentile (nearest rank) of `sorted`, ascending; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
