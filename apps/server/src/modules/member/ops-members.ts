import { memberOpsEndpoints } from '@portal/contract/member/ops';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import {
  addMemberNote,
  endMemberSessions,
  forcePasswordChange,
  lockMember,
} from './ops-members-actions.ts';
import { memberDetail } from './ops-members-detail.ts';
import { searchMembers } from './ops-members-search.ts';

/**
 * The operator's member calls (`/operator/members`), behind the console's Members page: the
 * search and one member's detail (`members.read`); lock and unlock, a forced password change,
 * ending sessions and notes (`members.write`), each audited with the operator and the member.
 * A member of another merchant is 404 `not_found`, as one that does not exist.
 */
export function registerMemberOps(app: FastifyInstance, platform: Platform): void {
  const e = memberOpsEndpoints;
  registerEndpoint(
    app,
    e.opsMembers,
    async ({ input, merchant }) => searchMembers(platform.db, platform.config, merchant, input),
    ungated,
  );
  registerEndpoint(
    app,
    e.opsMemberDetail,
    async ({ input, merchant, language }) =>
      memberDetail(platform, merchant, input.memberId, language),
    ungated,
  );
  registerEndpoint(
    app,
    e.opsMemberLock,
    async ({ input, merchant, operator, request }) =>
      lockMember(platform, actOf(request, merchant, operator), input),
    ungated,
  );
  registerEndpoint(
    app,
    e.opsMemberForcePassword,
    async ({ input, merchant, operator, request }) =>
      forcePasswordChange(platform, actOf(request, merchant, operator), input.memberId),
    ungated,
  );
  registerEndpoint(
    app,
    e.opsMemberEndSessions,
    async ({ input, merchant, operator, request }) =>
      endMemberSessions(platform, actOf(request, merchant, operator), input.memberId),
    ungated,
  );
  registerEndpoint(
    app,
    e.opsMemberNoteAdd,
    async ({ input, merchant, operator, request }) =>
      addMemberNote(platform, actOf(request, merchant, operator), input),
    ungated,
  );
}
