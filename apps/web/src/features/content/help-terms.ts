/**
 * The id of the feedback section at the foot of the help centre (`/help#feedback`). The help
 * terms themselves come from the help-centre call (`helpCenterQuery`), each addressed by its
 * `term` (`/help#term`).
 */
export const feedbackAnchor = 'feedback';
