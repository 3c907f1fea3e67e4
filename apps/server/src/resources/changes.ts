import { mayCall, mayReadHistory } from '@shop/sdk';
import { forbidden } from '../core/http-error.js';
import { listChanges, SIGN_IN_HISTORY } from '../data/changes.js';
import { toId } from '../data/ids.js';
import { entityName } from '../data/record-labels.js';
import type { Handlers } from '../handlers/handler-types.js';
import { historyRefusal } from '../handlers/refusals.js';
import { signedIn } from '../handlers/signed-in.js';

export const changeOperations = {
  /** The shop's change log, newest first, filtered (owners). */
  async listChanges(input, { db }) {
    const { query } = input;
    const filter = {
      ...(query.employee === undefined ? {} : { employee: toId(query.employee) }),
      ...(query.tool === undefined ? {} : { tool: toId(query.tool) }),
      ...(query.entityType === undefined ? {} : { entityType: query.entityType }),
      ...(query.entityId === undefined ? {} : { entityId: toId(query.entityId) }),
      ...(query.operation === undefined ? {} : { operation: query.operation }),
      ...(query.from === undefined ? {} : { from: new Date(query.from) }),
      ...(query.to === undefined ? {} : { to: new Date(query.to) }),
    };
    return { status: 200, body: await listChanges(db, filter, query, true, input.language) };
  },

  /**
   * One record's history, newest first: for the roles that may read such records (the document's reads, as the
   * SDK's `mayReadHistory` says; 403 otherwise). An employee's sign-in history only for those who may read the
   * whole log and for the employee themself; the client address for owners only.
   */
  async listEntityChanges(input, { db }) {
    const { params, query } = input;
    const { level, employeeId } = signedIn(input);
    const { entityType } = params;
    if (!mayReadHistory(entityType, level)) throw forbidden(historyRefusal(entityName(entityType)));
    const entityId = toId(params.id);
    const ownRecord = entityType === 'Employee' && entityId === employeeId;
    const hidden = entityType === 'Employee' && !ownRecord && !mayCall('listChanges', level);
    const filter = { entityType, entityId, ...(hidden ? { exceptOperations: SIGN_IN_HISTORY } : {}) };
    return { status: 200, body: await listChanges(db, filter, query, level === 'owner', input.language) };
  },
} satisfies Partial<Handlers>;
