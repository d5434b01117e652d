import { emptyInput, endpoint } from './endpoint.ts';
import {
  giftInput,
  giftOutput,
  historyInput,
  historyOutput,
  launchInput,
  launchOutput,
  leaderboardInput,
  leaderboardOutput,
  modelListOutput,
  opsConversationsOutput,
  opsHostStatusInput,
  opsHostsOutput,
  opsModerateInput,
  opsModerateOutput,
  opsReplyInput,
  opsThreadInput,
  opsThreadOutput,
  liveMessage,
  sendInput,
  supportMessage,
  supportSendInput,
  supportThreadInput,
  supportThreadOutput,
  supportUnreadOutput,
} from './live/schemas.ts';
import { liveSetting } from './live/settings.ts';
import { settingEndpoints } from './ops/setting-endpoints.ts';

/**
 * Live hosts and chat (spec sections 1, 6 and 7 "Live"; lottery-agents-rewards.md section 9):
 * the host list and chat launch (no token needed), room history, sending, gifts through the
 * ledger, the daily gift leaderboard, and the member's customer-service chat. Rooms push
 * `live.message`, `live.delete` and `live.presence` over `/ws` after a `live.join`.
 */
export const liveEndpoints = {
  modelList: endpoint('live', 'modelList', {
    method: 'GET',
    path: '/wps/relay/CBS_modelList',
    auth: 'optional',
    output: modelListOutput,
    summary: 'Hosted live-chat models, online first.',
  }),
  launch: endpoint('live', 'launch', {
    method: 'POST',
    path: '/wps/relay/CBS_launchChat',
    auth: 'optional',
    input: launchInput,
    output: launchOutput,
    summary: 'Open a live chat with a model: the room, what the caller may do, recent messages.',
  }),
  history: endpoint('live', 'history', {
    method: 'GET',
    path: '/wps/live/messages',
    auth: 'optional',
    input: historyInput,
    output: historyOutput,
    summary: 'Messages of a room: older than `before`, newer than `after`, else the latest.',
  }),
  send: endpoint('live', 'send', {
    method: 'POST',
    path: '/wps/live/send',
    auth: 'required',
    input: sendInput,
    output: liveMessage,
    summary: 'Sends a chat message to a room (real members only).',
  }),
  gift: endpoint('live', 'gift', {
    method: 'POST',
    path: '/wps/live/gift',
    auth: 'required',
    idempotent: true,
    input: giftInput,
    output: giftOutput,
    summary: 'Sends a gift to the host of a room, paid from the main wallet.',
  }),
  leaderboard: endpoint('live', 'leaderboard', {
    method: 'GET',
    path: '/wps/live/leaderboard',
    input: leaderboardInput,
    output: leaderboardOutput,
    summary: 'Hosts ranked by gifts received in a day.',
  }),
  supportThread: endpoint('live', 'supportThread', {
    method: 'GET',
    path: '/wps/live/support/messages',
    auth: 'required',
    input: supportThreadInput,
    output: supportThreadOutput,
    summary: "The member's customer-service conversation (newer than `after`).",
  }),
  supportSend: endpoint('live', 'supportSend', {
    method: 'POST',
    path: '/wps/live/support/send',
    auth: 'required',
    input: supportSendInput,
    output: supportMessage,
    summary: 'Sends a customer-service message, opening the conversation if needed.',
  }),
  supportRead: endpoint('live', 'supportRead', {
    method: 'POST',
    path: '/wps/live/support/read',
    auth: 'required',
    input: emptyInput,
    output: supportUnreadOutput,
    summary: "Marks the operators' messages read.",
  }),
  supportUnread: endpoint('live', 'supportUnread', {
    method: 'GET',
    path: '/wps/live/support/unread',
    auth: 'required',
    input: emptyInput,
    output: supportUnreadOutput,
    summary: 'Unread customer-service messages (the badge).',
  }),
};

const settings = settingEndpoints('live', 'opsSettings', {
  path: '/operator/live/settings',
  what: 'live-chat rules, word filter and gift list',
  permission: 'system.write',
  schema: liveSetting,
});
const liveSettingEndpoints = { opsSettings: settings.read, opsSettingsSave: settings.save };

/** The operator's side: moderation, hosts' status, the customer-service inbox, the rules. */
export const liveOpsEndpoints = {
  ...liveSettingEndpoints,
  opsModerate: endpoint('live', 'opsModerate', {
    method: 'POST',
    path: '/operator/live/moderate',
    auth: 'operator',
    permission: 'members.write',
    input: opsModerateInput,
    output: opsModerateOutput,
    summary: 'Deletes a message, or mutes or bans a member from a room (audited).',
  }),
  opsHosts: endpoint('live', 'opsHosts', {
    method: 'GET',
    path: '/operator/live/hosts',
    auth: 'operator',
    permission: 'members.read',
    input: emptyInput,
    output: opsHostsOutput,
    summary: "The brand's hosts.",
  }),
  opsHostStatus: endpoint('live', 'opsHostStatus', {
    method: 'POST',
    path: '/operator/live/hosts/status',
    auth: 'operator',
    permission: 'content.write',
    input: opsHostStatusInput,
    output: opsModerateOutput,
    summary: "Sets a host's status and stream address.",
  }),
  opsConversations: endpoint('live', 'opsConversations', {
    method: 'GET',
    path: '/operator/live/support',
    auth: 'operator',
    permission: 'members.read',
    input: emptyInput,
    output: opsConversationsOutput,
    summary: 'Customer-service conversations, unanswered first.',
  }),
  opsThread: endpoint('live', 'opsThread', {
    method: 'GET',
    path: '/operator/live/support/messages',
    auth: 'operator',
    permission: 'members.read',
    input: opsThreadInput,
    output: opsThreadOutput,
    summary: 'One conversation; reading it marks the member messages read.',
  }),
  opsReply: endpoint('live', 'opsReply', {
    method: 'POST',
    path: '/operator/live/support/reply',
    auth: 'operator',
    permission: 'members.write',
    input: opsReplyInput,
    output: supportMessage,
    summary: 'Answers a member in customer-service chat.',
  }),
};
