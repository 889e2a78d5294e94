import { describe, expect, test } from 'vitest';
import { inheritableExecArgv } from '../../tests/bench/childRpc.ts';

// A bench's children take the parent's Node options but never its evaluated script: a bench
// started with `node -e` once forked itself without end (every child ran the -e code again).
describe('the Node options a bench child inherits', () => {
  test('keep flags such as --expose-gc and --input-type', () => {
    expect(inheritableExecArgv(['--expose-gc', '--input-type=module'])).toEqual(['--expose-gc', '--input-type=module']);
  });

  test('drop -e, --eval, -p and --print with their code', () => {
    expect(
      inheritableExecArgv(['-e', 'run()', '--expose-gc', '--eval=run()', '-p', '1', '--print', '2', '--max-old-space-size=512']),
    ).toEqual(['--expose-gc', '--max-old-space-size=512']);
  });
});
