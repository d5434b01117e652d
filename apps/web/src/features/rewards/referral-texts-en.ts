import type { ReferralTexts } from './referral-texts-pt.ts';

/** English texts of the referral page (see the PT file). */
export const referralTextsEn: ReferralTexts = {
  referral: {
    closedTitle: 'The referral promotion is not open on this site',
    closedText:
      'This site runs no invite-a-friend promotion right now: there is no code to share and no reward to earn.',
    invite: {
      title: 'Invite friends',
      code: 'Your invitation code',
      link: 'Your invitation link',
      copy: 'Copy',
      copyCode: 'Copy the invitation code',
      copyLink: 'Copy the invitation link',
      copied: 'Copied.',
      copyFailed: 'Could not copy: select the text and copy it by hand.',
      qrImage: 'QR code of your invitation link',
      qrHint: 'Your friends can scan this code with their phone camera to open the registration.',
    },
    how: {
      title: 'How it works',
      both: 'Each friend who registers with your code and then deposits {{deposit}} and bets {{validBet}} brings you {{reward}}, to claim in the reward centre.',
      deposit:
        'Each friend who registers with your code and then deposits {{deposit}} brings you {{reward}}, to claim in the reward centre.',
      validBet:
        'Each friend who registers with your code and then bets {{validBet}} brings you {{reward}}, to claim in the reward centre.',
      none: 'Each friend who registers with your code brings you {{reward}}, to claim in the reward centre.',
      counted: 'A friend’s deposits and valid bets count from their registration on.',
    },
    friends: {
      title: 'Your friends',
      invited: 'Friends invited',
      rewarded: 'Friends rewarded',
      earned: 'Rewards earned',
      caption: 'The friends you invited',
      name: 'Friend',
      joined: 'Joined',
      deposit: 'Deposits',
      validBet: 'Valid bets',
      state: 'State',
      empty:
        'You have not invited any friends yet. Share your link or the QR code: whoever registers with them shows up here.',
    },
    states: {
      pending: 'Waiting',
      rewarded: 'Rewarded',
    },
  },
};
