import type { Database } from '../../db/database.js';

export function listForms(db: Database, groupId: number) {
  return db
    .selectFrom('registration_forms')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy('position')
    .orderBy('reg_type')
    .execute();
}
export type FormRow = Awaited<ReturnType<typeof listForms>>[number];
