import { Fragment, type ReactNode } from 'react';
import type { LanguageCode } from '@portal/contract/constants';
import {
  announcementAudience,
  announcementType,
  bannerGroups,
  linkageType,
  promotionKind,
} from '@portal/contract/content';
import type {
  OpsAnnouncementItem,
  OpsBannerItem,
  OpsNoticeItem,
  OpsPromotionItem,
} from '@portal/contract/content/ops-items';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { useScheduleColumns, whole } from './content-schedule-columns.tsx';
import { RowAction } from './ops-page.tsx';
import type { OpsColumn } from './ops-table.tsx';
import styles from './console.module.css';

/** What every content row has, whatever its kind. */
export interface ContentRow {
  id: string;
  enabled: boolean;
  createdAt: string;
  titles: Record<string, string>;
}

/**
 * A stored text in the console's language, else PT, else EN, else the first one there is (an
 * empty text counts as none).
 */
export function pickText(texts: Record<string, string>, language: LanguageCode): string {
  const filled = (text: string | undefined) =>
    text === undefined || text.trim() === '' ? undefined : text;
  return (
    filled(texts[language]) ??
    filled(texts.PT) ??
    filled(texts.EN) ??
    Object.values(texts).find((text) => filled(text) !== undefined) ??
    ''
  );
}

/** An image address the console loads: a same-origin path or an https address, nothing else. */
export function imageSource(url: string): string | null {
  return /^\/(?![/\\])/u.test(url) || /^https:\/\/[^\s]+$/iu.test(url) ? url : null;
}

/**
 * A row's actions: edit it, switch it off or on, and move it where the kind has an order (`sort`
 * given). Each names its row (`Editar: #12`), since a table has many of them.
 */
export function RowActions({
  row,
  sort,
  busy,
  onEdit,
  onToggle,
  onMove,
}: {
  row: ContentRow;
  /** The row's order; undefined for a kind without one (announcements). */
  sort: number | undefined;
  /** A switch is on its way: the switches and moves wait for it. */
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onMove: (sort: number) => void;
}) {
  const { t } = useTranslation();
  const target = `#${row.id}`;
  return (
    <div className={styles.rowActions}>
      <RowAction
        label={t('opsContentEditor.edit')}
        target={target}
        disabled={false}
        onClick={onEdit}
      />
      <RowAction
        label={row.enabled ? t('ops.content.switchOff') : t('ops.content.switchOn')}
        target={target}
        disabled={busy}
        onClick={onToggle}
      />
      {sort === undefined ? null : (
        <RowAction
          label={t('ops.content.move')}
          target={target}
          disabled={busy}
          onClick={() => onMove(sort)}
        />
      )}
    </div>
  );
}

/**
 * An address that may break before each `/`, `#`, `?` and `&` (not its first): a long path
 * wraps at its parts instead of widening its column, and the table, by its whole length.
 */
export function breakable(address: string): ReactNode {
  const parts = address.split(/(?<=.)(?=[/#?&])/u);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}

/** The label of a known code (`w_home`, `GAME`...), or the code as stored when it is unknown. */
function labelOf<K extends string>(
  known: readonly K[],
  value: string,
  label: (key: K) => string,
): string {
  return (known as readonly string[]).includes(value) ? label(value as K) : value;
}

/**
 * The columns of each kind's table: #, title (its creation under it), what the kind has of its
 * own (its window among it, whose words tell the switch too). The page adds its actions, in
 * one line. The CSV has the state and the creation in columns of their own.
 */
export function useContentColumns() {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = toBcp47(language);
  const schedule = useScheduleColumns();
  const title = (r: ContentRow) => pickText(r.titles, language);
  const state = (r: ContentRow) => (r.enabled ? t('ops.content.on') : t('ops.content.off'));

  function around<R extends ContentRow>(own: OpsColumn<R>[]): OpsColumn<R>[] {
    return [
      { key: 'id', header: '#', cell: (r) => r.id, text: (r) => Number(r.id), sortable: true },
      {
        key: 'title',
        header: t('ops.content.title'),
        cell: (r) => (
          <span className={styles.cellLines}>
            <span>{title(r)}</span>
            <span className={styles.muted}>
              {t('ops.content.createdAt', { time: whole(formatTime(r.createdAt, locale)) })}
            </span>
          </span>
        ),
        text: title,
        sortable: true,
      },
      ...own,
      { key: 'state', header: t('ops.content.state'), cell: state, text: state, exportOnly: true },
      {
        key: 'created',
        header: t('ops.content.created'),
        cell: (r) => formatTime(r.createdAt, locale),
        text: (r) => r.createdAt,
        exportOnly: true,
      },
    ];
  }

  const order = <R extends { sort: number }>(): OpsColumn<R> => ({
    key: 'order',
    header: t('ops.content.order'),
    cell: (r) => r.sort,
    text: (r) => r.sort,
    sortable: true,
  });

  const group = (r: OpsBannerItem) =>
    labelOf(bannerGroups, r.groupName, (g) => t(`ops.content.groups.${g}`));
  const linkType = (r: OpsBannerItem) =>
    labelOf(linkageType.options, r.linkageType, (k) => t(`ops.content.linkTypes.${k}`));
  const link = (r: OpsBannerItem) =>
    r.linkage === '' ? linkType(r) : `${linkType(r)}: ${r.linkage}`;
  const linkCell = (r: OpsBannerItem) =>
    r.linkage === '' ? (
      linkType(r)
    ) : (
      <>
        {linkType(r)}: {breakable(r.linkage)}
      </>
    );
  const banners = around<OpsBannerItem>([
    { key: 'group', header: t('ops.content.group'), cell: group, text: group, sortable: true },
    {
      key: 'image',
      header: t('ops.content.image'),
      cell: (r) => {
        const src = imageSource(r.imageUrl);
        const alt = title(r);
        return src === null ? (
          <span className={styles.muted}>{t('ops.content.noImage')}</span>
        ) : (
          <img className={styles.thumb} src={src} alt={alt === '' ? `#${r.id}` : alt} />
        );
      },
      text: (r) => r.imageUrl,
    },
    { key: 'link', header: t('ops.content.link'), cell: linkCell, text: link },
    ...schedule<OpsBannerItem>(),
    order<OpsBannerItem>(),
  ]);

  const type = (r: OpsAnnouncementItem) =>
    labelOf(announcementType.options, r.type, (k) => t(`ops.content.types.${k}`));
  const audience = (r: OpsAnnouncementItem) =>
    labelOf(announcementAudience.options, r.audience, (k) => t(`ops.content.audiences.${k}`));
  const announcements = around<OpsAnnouncementItem>([
    { key: 'type', header: t('ops.content.type'), cell: type, text: type, sortable: true },
    {
      key: 'audience',
      header: t('ops.content.audience'),
      cell: audience,
      text: audience,
      sortable: true,
    },
    ...schedule<OpsAnnouncementItem>(),
  ]);

  const notices = around<OpsNoticeItem>([...schedule<OpsNoticeItem>(), order<OpsNoticeItem>()]);

  const kind = (r: OpsPromotionItem) =>
    labelOf(promotionKind.options, r.kind, (k) => t(`ops.content.promotionKinds.${k}`));
  const prize = (r: OpsPromotionItem) =>
    r.prizeAmount === null ? '—' : formatMoney(r.prizeAmount, locale);
  const promotions = around<OpsPromotionItem>([
    { key: 'kind', header: t('ops.content.kind'), cell: kind, text: kind, sortable: true },
    ...schedule<OpsPromotionItem>(),
    {
      key: 'prize',
      header: t('ops.content.prize'),
      cell: prize,
      text: (r) => r.prizeAmount,
    },
    order<OpsPromotionItem>(),
  ]);

  return { banners, announcements, notices, promotions };
}
