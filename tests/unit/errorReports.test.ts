import { describe, expect, test } from 'vitest';
import { errorReportOf, REPORTS_PER_PAGE_LOAD } from '../../src/app/errorReports.ts';

describe("an app error's report", () => {
  test('names the error and keeps the first twelve lines of its stack, within the server limits', () => {
    const error = new TypeError('x is undefined');
    error.stack = ['TypeError: x is undefined', ...Array.from({ length: 30 }, (_, n) => `    at frame${n} (app.js:${n})`)].join('\n');
    const report = errorReportOf(error, { kind: 'page', route: 'blog' });
    expect(report.message).toBe('TypeError: x is undefined');
    expect(report.context).toMatchObject({ kind: 'page', route: 'blog' });
    expect(report.context.stack!.split('\n')).toHaveLength(12);
  });

  test('a thrown value that is no error, and a very long message, still fit', () => {
    expect(errorReportOf('plain text', { kind: 'unhandled' }).message).toBe('plain text');
    expect(errorReportOf(new Error('y'.repeat(900)), { kind: 'unhandled' }).message).toHaveLength(500);
    expect(REPORTS_PER_PAGE_LOAD).toBe(5);
  });
});
