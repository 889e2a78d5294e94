// utility/relation/addRelation and hasRelation (spec part 2 §7.1): a relation of five ids,
// stored once. The subject is the caller: a guest adds and asks about its own relations only,
// so nobody can file relations in another guest's name or probe which ones another guest has.
import type { Kysely } from 'kysely';
import { RELATION_SUBJECT_TYPE } from '../../src/contract/account.ts';
import type { Relation } from '../../src/contract/entities.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

/** Whether the relation's subject is this guest itself. */
export function isOwnSubject(relation: Pick<Relation, 'subjectTypeId' | 'subjectId'>, guestId: number): boolean {
  return relation.subjectTypeId === RELATION_SUBJECT_TYPE.guest && relation.subjectId === guestId;
}

function checkSubject(relation: Relation, guestId: number): void {
  if (!isOwnSubject(relation, guestId)) {
    throw new ApiError(
      'FORBIDDEN',
      `A relation's subject is the caller: subjectTypeId ${RELATION_SUBJECT_TYPE.guest} with your own guest id.`,
    );
  }
}

/** Stores the relation once (adding it again changes nothing). */
export async function addRelation(db: Kysely<Database>, guestId: number, relation: Relation, now = Date.now()): Promise<void> {
  checkSubject(relation, guestId);
  const { subjectTypeId, subjectId, relationTypeId, objectTypeId, objectId } = relation;
  await db
    .insertInto('relations')
    .values({ subjectTypeId, subjectId, relationTypeId, objectTypeId, objectId, createdAt: now })
    .onConflict((oc) => oc.columns(['subjectTypeId', 'subjectId', 'relationTypeId', 'objectTypeId', 'objectId']).doNothing())
    .execute();
}

export async function hasRelation(db: Kysely<Database>, guestId: number, relation: Relation): Promise<boolean> {
  checkSubject(relation, guestId);
  const row = await db
    .selectFrom('relations')
    .select('id')
    .where('subjectTypeId', '=', relation.subjectTypeId)
    .where('subjectId', '=', relation.subjectId)
    .where('relationTypeId', '=', relation.relationTypeId)
    .where('objectTypeId', '=', relation.objectTypeId)
    .where('objectId', '=', relation.objectId)
    .executeTakeFirst();
  return row !== undefined;
}
