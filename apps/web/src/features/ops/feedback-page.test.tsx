import { contentOpsEndpoints } from '@portal/contract/content';
import type { OpsFeedbackItem } from '@portal/contract/content/ops-items';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { ok } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';

const path = contentOpsEndpoints.opsFeedback.path;

const fromVisitor: OpsFeedbackItem = {
  id: '9',
  questionType: 'game',
  content: '<img src=x onerror=alert(1)>O jogo\ntrava',
  contactInfo: 'visitante@example.com',
  account: null,
  ip: '198.51.100.11',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const fromMember: OpsFeedbackItem = {
  ...fromVisitor,
  id: '7',
  questionType: 'deposit',
  content: 'Depósito não chegou',
  account: 'ana01',
};

describe('feedback page', () => {
  it('lists the inbox as text, names visitors, and filters by question type', async () => {
    const asked: URLSearchParams[] = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('support')),
      [path]: (request) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const items =
          query.get('questionType') === 'deposit' ? [fromMember] : [fromVisitor, fromMember];
        return ok({ items, total: items.length, pageNum: 1, totalPages: 1 });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/feedback', 'token');

    const table = await screen.findByRole('table', { name: /Opiniões/ });
    const visitorRow = within(table).getByRole('row', { name: /Visitante/ });
    expect(within(visitorRow).getByText('Visitante')).toBeTruthy();
    expect(within(visitorRow).getByText('Jogo')).toBeTruthy();
    // The sender's text, never markup.
    expect(within(visitorRow).getByText(/<img src=x onerror=alert\(1\)>O jogo/)).toBeTruthy();
    expect(table.querySelector('img')).toBeNull();
    expect(within(table).getByText('ana01')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de questão' }), 'deposit');
    expect(await screen.findByText('Depósito não chegou')).toBeTruthy();
    expect(screen.queryByText('Visitante')).toBeNull();
    expect(asked.map((query) => query.get('questionType'))).toEqual([null, 'deposit']);
  });

  it('says when nothing has been sent', async () => {
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path]: () => ok({ items: [], total: 0, pageNum: 1, totalPages: 0 }),
    });
    renderConsole('/console/feedback', 'token');
    expect(await screen.findByText('Ainda não há opiniões.')).toBeTruthy();
  });
});
