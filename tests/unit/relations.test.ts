// utility/relation/*: a relation's subject is the caller itself (issue 19, point 8).
import { describe, expect, test } from 'vitest';
import { isOwnSubject } from '../../server/domain/relations.ts';
import { RELATION_SUBJECT_TYPE } from '../../src/contract/account.ts';

describe('relation subjects', () => {
  test('the guest subject type is 1', () => {
    expect(RELATION_SUBJECT_TYPE).toStrictEqual({ guest: 1 });
  });

  test('a guest may name itself as the subject, and nobody else', () => {
    expect(isOwnSubject({ subjectTypeId: RELATION_SUBJECT_TYPE.guest, subjectId: 7 }, 7)).toBe(true);
    expect(isOwnSubject({ subjectTypeId: RELATION_SUBJECT_TYPE.guest, subjectId: 8 }, 7)).toBe(false);
    // the same id under another subject type is not the guest
    expect(isOwnSubject({ subjectTypeId: 2, subjectId: 7 }, 7)).toBe(false);
  });
});
