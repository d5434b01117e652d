/** Registration fields the rules, settings and forms speak of (spec section 3). */
export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];
