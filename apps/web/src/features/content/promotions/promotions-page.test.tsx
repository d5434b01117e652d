import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pngFile } from '../../../test/image-files.ts';
import { ok } from '../../../test/content-fixture.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderContent } from '../../../test/render-content.tsx';
import { PromotionsPage } from './promotions-page.tsx';
import type { PromotionsEnv } from './promotions-env.ts';

const summary = (promoId: string, category: string, kind: string, status = 'JOIN') => ({
  promoId,
  title: `Promo ${promoId}`,
  summary: `Resumo ${promoId}`,
  imageUrl: `/art/p${promoId}.svg`,
  category,
  kind,
  startTime: '2026-11-01T00:00:00.000Z',
  endTime: null,
  status,
});
const list = [summary('1', 'Casino', 'activity'), summary('2', 'Desporto', 'raffle', 'CLAIM')];
const png = () => pngFile('prova.png');

function env(overrides: Partial<PromotionsEnv> = {}): PromotionsEnv {
  return {
    token: 'tok',
    isLogin: true,
    isTrial: false,
    openLogin: vi.fn(),
    openTrial: vi.fn(),
    currencySymbol: 'R$',
    ...overrides,
  };
}

function stubServer() {
  let application: unknown = null;
  const fetchMock = stubFetch({
    '/wps/promotions': () => ok({ list }),
    '/wps/promotions/detail': (request) => {
      const promoId = new URL(request.url).searchParams.get('promoId')!;
      const base = list.find((item) => item.promoId === promoId)!;
      return ok({
        ...base,
        content: '<p>Regras</p><script>x()</script>',
        requiresProof: base.kind === 'activity',
        prizeAmount: base.kind === 'raffle' ? '10.00' : null,
        application: base.kind === 'activity' ? application : null,
      });
    },
    '/wps/uploads': () => ok({ uploadId: 'upl_12345678', contentType: 'image/png', size: 11 }),
    '/wps/promotions/apply': () => {
      application = {
        applicationId: '9',
        promoId: '1',
        status: 'APPLYING',
        remark: '',
        proofCount: 1,
        reviewNote: null,
        createdAt: '2026-11-02T00:00:00.000Z',
      };
      return ok(application);
    },
    '/wps/relay/MCS2_claimRafflePromotion': () =>
      ok({ promoId: '2', amount: '10.00', status: 'CLAIMED' }),
  });
  return fetchMock;
}

describe('promotions page', () => {
  it('filters by category and opens the promotion the address names', async () => {
    stubServer();
    renderContent(<PromotionsPage promoId="2" env={env()} />);
    const card = await screen.findByRole('article', { name: 'Promo 2' });
    expect(await within(card).findByText('Prémio: R$ 10,00')).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'Categorias de promoções' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Casino' }));
    expect(screen.queryByRole('article', { name: 'Promo 2' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Promo 1' })).toBeTruthy();
  });

  it('applies to an activity with a checked image and shows the status', async () => {
    const fetchMock = stubServer();
    renderContent(<PromotionsPage env={env()} />);
    const card = await screen.findByRole('article', { name: 'Promo 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Ver detalhes' }));
    const input = await within(card).findByLabelText(/Imagens de comprovativo/u);

    const fake = new File(['not an image'], 'fake.png', { type: 'image/png' });
    await userEvent.upload(input, fake);
    expect(await within(card).findByText('fake.png não é uma imagem PNG ou JPG.')).toBeTruthy();

    await userEvent.upload(input, png());
    expect(within(card).getByText('prova.png')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Enviar candidatura' }));
    expect(
      await within(card).findByText(/Candidatura enviada. Estado: Em candidatura/u),
    ).toBeTruthy();

    const upload = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/wps/uploads'));
    expect(String(upload?.[0])).toBe('/wps/uploads?purpose=activity');
    const apply = fetchMock.mock.calls.find(([url]) => String(url) === '/wps/promotions/apply');
    expect(JSON.parse(String(apply?.[1]?.body))).toMatchObject({
      promoId: '1',
      uploadIds: ['upl_12345678'],
    });
  });

  it('claims a raffle once, and asks visitors to log in and trial accounts to register', async () => {
    stubServer();
    const visitor = env({ token: null, isLogin: false });
    const { unmount } = renderContent(<PromotionsPage promoId="2" env={visitor} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Inicie sessão para participar' }),
    );
    expect(visitor.openLogin).toHaveBeenCalledOnce();
    unmount();

    const trial = env({ isTrial: true });
    const second = renderContent(<PromotionsPage promoId="2" env={trial} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Resgatar prémio' }));
    expect(trial.openTrial).toHaveBeenCalledOnce();
    second.unmount();

    renderContent(<PromotionsPage promoId="2" env={env()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Resgatar prémio' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Prémio de R$ 10,00 creditado'),
    );
  });

  it('names the categories in the language of the page, never by their raw codes', async () => {
    const codes = ['DEPOSIT', 'SLOTS', 'RAFFLE', 'VIP', 'LIVE', 'REBATE', 'MEGA_DROP'];
    stubFetch({
      '/wps/promotions': () =>
        ok({ list: codes.map((code, index) => summary(String(index + 1), code, 'info')) }),
    });
    renderContent(<PromotionsPage env={env()} />);
    await screen.findByRole('article', { name: 'Promo 1' });
    const filters = screen.getByRole('group', { name: 'Categorias de promoções' });
    const names = within(filters)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      'Todas',
      'Depósitos',
      'Slots',
      'Sorteios',
      'VIP',
      'Casino ao vivo',
      'Reembolsos',
      'Mega drop',
    ]);
    await userEvent.click(within(filters).getByRole('button', { name: 'Sorteios' }));
    expect(screen.getByRole('article', { name: 'Promo 3' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Promo 1' })).toBeNull();
  });
});
