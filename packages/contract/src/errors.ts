/**
 * Stable error codes with their HTTP status. The code is the i18n key on both sides; the
 * translated texts live in `messages.ts`.
 */
export const errorStatus = {
  invalid_input: 400,
  in_input_empty: 400,
  bad_encrypted_payload: 400,
  in_no_login: 401,
  session_expired: 401,
  forbidden: 403,
  in_need_true_account: 403,
  only_agent_login: 403,
  non_member_login: 403,
  region_restricted: 403,
  ops_disabled: 404,
  not_found: 404,
  conflict: 409,
  idempotency_mismatch: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  not_implemented: 501,
  maintenance: 503,
  /** A dependency (the database) is down, or the platform has no merchant configured yet. */
  service_unavailable: 503,
  internal_error: 500,
  // Accounts and sessions.
  login_failed: 401,
  /** A TOTP or recovery code that is wrong, already used or out of its time window. */
  totp_invalid: 400,
  /** An operator account locked by another operator or by too many failed logins. */
  operator_locked: 403,
  /** Four-eyes: the operator who asked for an action cannot approve it. */
  four_eyes_self: 403,
  /** A four-eyes request on the same thing is still waiting for its decision. */
  approval_pending: 409,
  captcha_required: 400,
  captcha_invalid: 400,
  invalid_verification_code: 400,
  sms_code_expired: 400,
  sms_send_failed: 502,
  username_taken: 409,
  mobile_taken: 409,
  /** Binding the number or address the member already has. */
  mobile_unchanged: 400,
  email_unchanged: 400,
  invitation_code_error: 400,
  terms_required: 400,
  wrong_old_password: 400,
  password_reuse: 400,
  confirmation_mismatch: 400,
  reset_token_invalid: 400,
  handoff_invalid: 400,
  username_or_email_missing: 404,
  complete_verification_first: 403,
  feature_disabled: 403,
  contact_agent: 403,
  // Games and wallets.
  /** The wallet holds less than the bet or transfer needs; nothing moved. */
  insufficient_funds: 409,
  /** A game page's play token is missing, forged or expired: the member launches the game again. */
  play_token_invalid: 401,
  /** The shared crash round: bets close when it takes off, cash-outs need a bet in the air. */
  crash_betting_closed: 409,
  crash_already_bet: 409,
  crash_not_running: 409,
  crash_no_bet: 409,
  /**
   * The lottery. A period sells until its close; a bet is refused whole when its play, unit,
   * prize group or count is wrong, when a limit of the brand would be passed (`details.limit`
   * carries the limit as a wire amount), or when the period no longer sells.
   */
  lottery_game_unavailable: 404,
  lottery_period_closed: 409,
  lottery_play_unavailable: 400,
  lottery_selection_invalid: 400,
  lottery_bet_count_mismatch: 400,
  lottery_unit_unavailable: 400,
  lottery_multiple_too_high: 400,
  lottery_prize_group_out_of_range: 400,
  lottery_ticket_stake_limit: 409,
  lottery_bet_prize_limit: 409,
  lottery_period_stake_limit: 409,
  lottery_number_limit: 409,
  lottery_cancel_unavailable: 409,
  lottery_not_drawn: 409,
  // Wallet, content and uploads.
  idempotency_key_required: 400,
  invalid_amount: 400,
  amount_below_minimum: 400,
  amount_above_maximum: 400,
  date_range_invalid: 400,
  withdraw_password_not_set: 409,
  wrong_withdraw_password: 400,
  withdraw_password_format: 400,
  receiving_account_format: 400,
  receiving_account_in_use: 409,
  withdrawal_not_confirmable: 409,
  proof_required: 400,
  transfer_pending: 409,
  vendor_unavailable: 502,
  single_wallet_mode: 409,
  no_upline: 409,
  invalid_signature: 401,
  upload_not_image: 415,
  upload_too_large: 413,
  upload_too_many: 400,
  upload_unknown: 400,
  promotion_closed: 409,
  already_applied: 409,
  raffle_claimed: 409,
  // The agent centre.
  /** Login refused: the upline agent locked the account. */
  account_locked: 403,
  /** A type the brand does not let agents give (or an agent type for a downline with a team). */
  downline_type_not_allowed: 400,
  /** An agent made member while it still has downlines. */
  downline_has_team: 409,
  /** Outside the brand's prize groups or above the agent's own. */
  prize_group_not_allowed: 400,
  /** The day's transfers to downlines would pass the brand's daily limit. */
  daily_limit_exceeded: 409,
  // Agent contracts.
  /** A rate that is not a decimal fraction from 0 to 1 with at most six decimals. */
  contract_rate_invalid: 400,
  /** Tiers whose rates do not rise or whose thresholds fall from one tier to the next. */
  contract_tiers_order: 400,
  /** Terms that do not fit the contract's kind (tiers, period or real-time rates). */
  contract_terms_invalid: 400,
  /** An offer paying more than the offering agent's own contract of the kind. */
  contract_exceeds_upline: 400,
  /** Contracts go only to direct downlines that are agents. */
  contract_downline_not_agent: 400,
  /** The offering agent holds no active contract of the kind to offer from. */
  contract_no_own_terms: 409,
  /** An offer of the kind already waits for this downline's answer. */
  contract_offer_pending: 409,
  /** The action does not fit the contract's state or the asking side. */
  contract_state: 409,
  // Points mall.
  /** The brand's points mall (or its conversion) is switched off. */
  points_disabled: 404,
  /** The member has fewer points than the redemption or conversion needs. */
  points_insufficient: 409,
  /** The reward is withdrawn, out of stock, or asked in more units than allowed. */
  points_reward_unavailable: 409,
  /** Conversion takes whole steps of the brand's ratio, at least its minimum. */
  points_convert_amount: 400,
  /** Goods need where to ship them. */
  points_shipping_required: 400,
  /** The redemption was already decided. */
  points_redeem_state: 409,
  // Rewards.
  /** The bonus was already claimed, cancelled or expired. */
  reward_not_claimable: 409,
  /** An activity issued without an amount: neither the promotion nor the operator gave one. */
  bonus_amount_required: 400,
  /** Nothing to claim: the rebate due is below the brand's minimum, or today's cap is spent. */
  rebate_not_claimable: 409,
  /** The brand offers no manual rebate. */
  rebate_disabled: 404,
  /** The mission's target is not reached yet, or its reward for the period was claimed. */
  mission_not_claimable: 409,
  // Live hosts and chat.
  /** The brand's live chat is switched off, or the host is not listed. */
  live_disabled: 404,
  /** The member is muted in the room for now. */
  live_muted: 403,
  /** The member is banned from the room. */
  live_banned: 403,
  /** The brand lets only members read rooms. */
  live_login_to_read: 401,
  /** The message is longer than the brand allows. */
  live_message_too_long: 400,
  /** Slow mode or a chat rate limit: wait before sending again. */
  live_slow_down: 429,
  /** The gift is not in the brand's gift list. */
  live_gift_unknown: 400,
  // Responsible gaming: refusals carry `details` (the limit, its period and when it resets, or
  // the exclusion's end) so the screen can say when play is possible again.
  /** Login or play refused: a cool-off or self-exclusion runs (`details.kind`, `details.until`). */
  rg_excluded: 403,
  /** Over the member's deposit limit (`details.period`, `details.limit`, `details.resetsAt`). */
  rg_deposit_limit: 409,
  /** Over the member's loss limit (stakes minus wins of the period). */
  rg_loss_limit: 409,
  /** Over the member's wager limit (stakes of the period). */
  rg_wager_limit: 409,
  /** The member's play time for the day is used up. */
  rg_session_limit: 409,
  /** A stake above the member's single-bet maximum. */
  rg_single_bet_limit: 409,
  /** Play is paused until the member answers the reality check. */
  rg_reality_check: 409,
  /** A new cool-off or exclusion may only end later than the one that runs. */
  rg_exclusion_shorter: 409,
  /** Nothing to lift: the member is not excluded. */
  rg_not_excluded: 409,
  /** No marketing to a member in a cool-off or self-exclusion (`details.kind`, `details.until`). */
  rg_marketing_refused: 409,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(errorStatus, code);
}
