import { endpoint } from './endpoint.ts';

export const contentEndpoints = {
  listAnnouncements: endpoint('content', 'listAnnouncements', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    summary: 'Game announcements.',
  }),
  announcements: endpoint('content', 'announcements', {
    method: 'GET',
    path: '/wps/announcements',
    auth: 'optional',
    summary: 'Banners, player, popup and promotion announcements for the audience.',
  }),
  popularNotice: endpoint('content', 'popularNotice', {
    method: 'GET',
    path: '/wps/notice/popular',
    summary: 'Notices for the marquee.',
  }),
  helpCenter: endpoint('content', 'helpCenter', {
    method: 'GET',
    path: '/wps/system/helpCenter',
    summary: 'Help centre terms by language and device.',
  }),
  feedback: endpoint('content', 'feedback', {
    method: 'PUT',
    path: '/wps/feedback',
    auth: 'optional',
    summary: 'Send feedback (question type, content up to 140 characters, contact).',
  }),
  unreadCount: endpoint('content', 'unreadCount', {
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    auth: 'required',
    summary: 'Unread platform messages.',
  }),
};
