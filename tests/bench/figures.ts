/** A figure of `npm run bench`, printed beside its budget. Budgets are goals to read, not assertions. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: number;
}

export function print(figure: Figure): void {
  const within = figure.value <= figure.budget;
  const ratio = (figure.value / figure.budget).toFixed(2);
  console.log(`${figure.name}: ${figure.value.toFixed(1)} ${figure.unit} (budget ${figure.budget} ${figure.unit}, ${ratio}x of budget) ${within ? 'within budget' : 'OVER BUDGET'}`);
}
