import '../shared/game.css';
import './crash.css';
import { readBoot } from '../shared/boot-data.ts';
import { h } from '../shared/dom.ts';
import { boot, withAmount, type Frame } from '../shared/frame.ts';
import { sha256Hex } from '../shared/sha256.ts';
import { stakeSelector } from '../shared/stake.ts';
import { fill } from '../shared/texts.ts';
import { CrashChart } from './chart.ts';
import {
  curveAt,
  readMultiplier,
  ServerClock,
  timesMultiplier,
  type CrashView,
} from './round-view.ts';

const data = readBoot();
const settings = data.crash ?? { bettingMs: 7000, maxCrash: 100_000, growthPerMs: 0.00006 };

async function start(frame: Frame): Promise<void> {
  const { t } = frame;
  frame.setRules(() =>
    h('div', {}, h('p', { text: t.crashRules }), h('p', { text: t.crashFairNote })),
  );
  const x = (hundredths: number) => `${frame.number(hundredths / 100, 2)}×`;
  const clock = new ServerClock();
  let view: CrashView | null = null;

  // Stage: the chart with the live multiplier, the phase line and the history strip.
  const chart = new CrashChart();
  const big = h('p', { class: 'multiplier', attrs: { 'data-field': 'multiplier' } });
  const phase = h('p', { class: 'phase', attrs: { 'data-field': 'phase' } });
  const live = h('span', { class: 'live', text: t.live });
  const historyStrip = h('ol', {
    class: 'crash-history chips',
    attrs: { 'aria-label': t.history },
  });
  frame.stage.append(
    h('div', { class: 'sky' }, chart.canvas, h('div', { class: 'readout' }, big, phase), live),
    historyStrip,
  );

  // Controls: stake, automatic cash-out, one button that bets or cashes out.
  const stake = stakeSelector(frame);
  const autoOn = h('input', { attrs: { type: 'checkbox', id: 'auto-on' } });
  const autoAt = h('input', {
    attrs: {
      id: 'auto-at',
      inputmode: 'decimal',
      value: frame.number(2, 2),
      'aria-label': t.autoCashout,
    },
  });
  const action = h('button', {
    class: 'primary',
    text: t.placeBet,
    attrs: { type: 'button', 'aria-keyshortcuts': 'Space' },
  });
  const playing = !frame.state.freePlay;
  if (playing)
    frame.controls.append(
      stake.element,
      h(
        'div',
        { class: 'auto-cashout' },
        h('label', { class: 'toggle' }, autoOn, h('span', { text: t.autoCashout })),
        autoAt,
      ),
      h('div', { class: 'actions' }, action),
      h('p', {
        class: 'fine',
        text: fill(t.keyboardHint, {
          action: `${t.placeBet} / ${t.cashOut.replace(' {amount}', '')}`,
        }),
      }),
    );
  else frame.controls.append(h('p', { class: 'note', text: t.loginToBet }));

  // Side: the round's players and the round's fair play.
  const players = h('tbody');
  const noPlayers = h('p', { class: 'fine', text: t.noPlayers });
  const fairBox = h('div', { class: 'crash-fair' });
  frame.side.append(
    h(
      'section',
      { class: 'panel' },
      h('h2', { text: t.players }),
      noPlayers,
      h(
        'table',
        { class: 'players' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { text: t.player }),
            h('th', { text: t.stake }),
            h('th', { text: t.cashedAt }),
            h('th', { text: t.payout }),
          ),
        ),
        players,
      ),
    ),
    h(
      'details',
      { class: 'fair', attrs: { open: true } },
      h('summary', { text: t.fair }),
      h('p', { class: 'fine', text: t.crashFairNote }),
      fairBox,
    ),
  );

  let busy = false;
  async function act() {
    if (!view || busy || !playing) return;
    busy = true;
    action.disabled = true;
    try {
      if (view.phase === 'betting' && !view.mine) {
        const amount = stake.read();
        if (amount === null) return;
        const auto = autoOn.checked ? readMultiplier(autoAt.value, settings.maxCrash) : null;
        if (autoOn.checked && auto === null) {
          autoAt.setAttribute('aria-invalid', 'true');
          return;
        }
        autoAt.removeAttribute('aria-invalid');
        const placed = await frame.api.post<{ balance: string | null }>('crash/bet', {
          stake: amount,
          autoCashout: auto,
        });
        frame.setBalance(placed.balance);
        view = { ...view, mine: { stake: amount, autoCashout: auto, cashout: null, payout: null } };
        frame.say(withAmount(frame, t.betPlaced, amount));
      } else if (view.phase === 'running' && view.mine && view.mine.cashout === null) {
        const done = await frame.api.post<{
          cashout: number;
          payout: string;
          balance: string | null;
        }>('crash/cashout', {});
        frame.setBalance(done.balance);
        view = { ...view, mine: { ...view.mine, cashout: done.cashout, payout: done.payout } };
        frame.say(
          fill(t.cashedOut, { x: x(done.cashout), amount: frame.money(done.payout) }),
          'win',
        );
        frame.sound.win();
      }
    } catch (err) {
      frame.fail(err);
    } finally {
      busy = false;
      render();
    }
  }
  action.addEventListener('click', () => void act());
  frame.onSpace(() => void act());

  let settledRound = 0;
  function onView(next: CrashView) {
    const previous = view;
    clock.seen(next.now);
    view = next;
    if (previous && previous.roundNo === next.roundNo && previous.mine && !next.mine)
      view.mine = previous.mine;
    // The round ended for this player: announce it and refresh the balance once.
    if (next.phase === 'crashed' && settledRound !== next.roundNo) {
      settledRound = next.roundNo;
      frame.sound.lose();
      if (next.mine && next.mine.cashout === 0)
        frame.say(withAmount(frame, t.lost, next.mine.stake));
      if (next.mine) refreshBalance();
    }
    if (previous?.mine?.cashout === null && next.mine?.cashout && next.mine.payout) {
      frame.say(
        fill(t.cashedOut, { x: x(next.mine.cashout), amount: frame.money(next.mine.payout) }),
        'win',
      );
      refreshBalance();
    }
    renderLists(next);
    render();
  }
  function refreshBalance() {
    frame.api
      .get<{ balance?: string | null }>('state')
      .then((s) => frame.setBalance(s.balance))
      .catch(() => undefined);
  }

  function current(): number {
    if (!view) return 100;
    if (view.phase === 'crashed') return view.crash ?? view.multiplier;
    if (view.phase === 'betting') return 100;
    // Between pushes the curve runs on the server clock; the server says when it stops.
    return Math.max(
      view.multiplier,
      curveAt(clock.now() - view.bettingEndsMs, settings.growthPerMs),
    );
  }

  function render() {
    if (!view) return;
    const m = current();
    big.textContent = x(m);
    big.dataset.phase = view.phase;
    if (view.phase === 'betting') {
      const s = Math.max(0, Math.ceil((view.bettingEndsMs - clock.now()) / 1000));
      phase.textContent = fill(t.betting, { s });
    } else if (view.phase === 'running') phase.textContent = t.flying;
    else phase.textContent = fill(t.crashed, { x: x(view.crash ?? m) });
    chart.draw(view.phase, clock.now() - view.bettingEndsMs, m, settings.growthPerMs);
    if (!playing) return;
    const mine = view.mine;
    stake.disable(view.phase !== 'betting' || mine !== null);
    if (mine === null) {
      action.textContent = view.phase === 'betting' ? t.placeBet : t.nextRound;
      action.disabled = busy || view.phase !== 'betting';
    } else if (mine.cashout === null && view.phase !== 'crashed') {
      action.textContent =
        view.phase === 'betting'
          ? withAmount(frame, t.betPlaced, mine.stake)
          : withAmount(frame, t.cashOut, timesMultiplier(mine.stake, m));
      action.disabled = busy || view.phase !== 'running';
    } else if (mine.cashout) {
      action.textContent = fill(t.cashedOut, {
        x: x(mine.cashout),
        amount: frame.money(mine.payout ?? '0'),
      });
      action.disabled = true;
    } else {
      action.textContent = withAmount(frame, t.lost, mine.stake);
      action.disabled = true;
    }
    action.dataset.state = view.phase;
  }

  function renderLists(v: CrashView) {
    noPlayers.hidden = v.bets.length > 0;
    players.replaceChildren(
      ...v.bets.map((bet) =>
        h(
          'tr',
          { class: bet.cashout ? 'won' : bet.cashout === 0 ? 'lost' : '' },
          h('td', { text: bet.player }),
          h('td', { text: frame.money(bet.stake) }),
          h('td', { text: bet.cashout ? x(bet.cashout) : bet.cashout === 0 ? '—' : t.inFlight }),
          h('td', { text: bet.payout && bet.cashout ? frame.money(bet.payout) : '—' }),
        ),
      ),
    );
    historyStrip.replaceChildren(
      ...v.history.slice(0, 12).map((round) =>
        h(
          'li',
          { class: round.crash >= 200 ? 'high' : 'low' },
          h('a', {
            text: x(round.crash),
            attrs: {
              href: `/play/verify?${new URLSearchParams({ game: 'PGE_CRASH', serverSeed: round.seed, clientSeed: v.salt, nonce: String(round.chainIndex), commitment: v.commitment, lang: frame.launch.lang }).toString()}`,
              target: '_blank',
              rel: 'noopener',
              title: fill(t.round, { n: round.roundNo }),
            },
          }),
        ),
      ),
    );
    void renderFair(v);
  }

  let fairFor = '';
  async function renderFair(v: CrashView) {
    const key = `${v.roundNo}:${v.phase === 'crashed'}`;
    if (key === fairFor) return;
    fairFor = key;
    const rows: Node[] = [
      h('dt', { text: t.chainCommitment }),
      h('dd', {}, h('code', { text: v.commitment })),
      h('dt', { text: t.chainSalt }),
      h('dd', {}, h('code', { text: v.salt })),
      h('dt', { text: `${fill(t.round, { n: v.roundNo })} · ${t.roundHash}` }),
      h('dd', {}, h('code', { text: v.hash })),
    ];
    let verdict: Node | null = null;
    if (v.seed) {
      rows.push(h('dt', { text: t.roundSeed }), h('dd', {}, h('code', { text: v.seed })));
      const computed = await sha256Hex(v.seed);
      if (computed !== null)
        verdict = h('p', {
          class: computed === v.hash ? 'verified' : 'mismatch',
          text: computed === v.hash ? t.verified : t.notVerified,
          attrs: { 'data-verified': String(computed === v.hash) },
        });
    }
    fairBox.replaceChildren(h('dl', {}, ...rows), verdict ?? '');
  }

  // The live round: a websocket fed by the server's engine, reopened when it drops.
  let retry = 500;
  function connect() {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(
      `${scheme}://${location.host}/play/pge/crash/ws?t=${encodeURIComponent(frame.launch.token)}`,
    );
    socket.addEventListener('open', () => {
      retry = 500;
      live.textContent = t.live;
      live.classList.remove('down');
    });
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; value: CrashView };
      if (message.type === 'round') onView(message.value);
    });
    socket.addEventListener('close', (event) => {
      if (event.code === 4401) {
        frame.say(t.relaunch, 'error');
        return;
      }
      live.textContent = t.reconnecting;
      live.classList.add('down');
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    });
  }
  connect();
  const animate = () => {
    render();
    requestAnimationFrame(animate);
  };
  requestAnimationFrame(animate);
}

void boot((t) => data.title || t.crashTitle, start);
