// A unique index refused a row: how both drivers say so. Code everywhere relies on it to turn
// "two at once" into "the other one won" (a claim, a payment key, an outbox report).

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
