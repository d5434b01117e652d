import { endpoint } from './endpoint.ts';

export const captchaEndpoints = {
  image: endpoint('captcha', 'image', {
    method: 'GET', path: '/wps/captcha',
    summary: 'A single-use captcha image as a base64 PNG.',
  }),
};
