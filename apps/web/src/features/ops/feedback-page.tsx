import { contentOpsEndpoints, feedbackQuestionTypes } from '@portal/contract/content';
import type { OpsFeedbackItem } from '@portal/contract/content/ops-items';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { opsCall } from './operator-session.ts';
import { opsKeys } from './ops-queries.ts';
import { OpsPage } from './ops-page.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';

type QuestionType = (typeof feedbackQuestionTypes)[number] | '';

/**
 * The feedback inbox: what members and visitors sent from the portal's feedback form, newest
 * first, with a filter by question type. Messages are the sender's own text and show as text.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const [questionType, setQuestionType] = useState<QuestionType>('');
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: opsKeys.feedback(questionType, pageNo),
    queryFn: ({ signal }) =>
      opsCall(
        contentOpsEndpoints.opsFeedback,
        { pageNo, pageSize: 50, ...(questionType === '' ? {} : { questionType }) },
        { signal },
      ),
  });
  const typeName = (type: string) => t(`ops.feedback.types.${type}`, { defaultValue: type });
  const sender = (r: OpsFeedbackItem) => r.account ?? t('ops.feedback.visitor');
  const columns: OpsColumn<OpsFeedbackItem>[] = [
    { key: 'id', header: '#', cell: (r) => r.id, text: (r) => Number(r.id), sortable: true },
    {
      key: 'at',
      header: t('ops.feedback.at'),
      cell: (r) => formatTime(r.createdAt, locale),
      text: (r) => r.createdAt,
      sortable: true,
    },
    {
      key: 'type',
      header: t('ops.feedback.type'),
      cell: (r) => typeName(r.questionType),
      text: (r) => typeName(r.questionType),
      sortable: true,
    },
    {
      key: 'sender',
      header: t('ops.feedback.sender'),
      cell: sender,
      text: sender,
      sortable: true,
    },
    {
      key: 'contact',
      header: t('ops.feedback.contact'),
      cell: (r) => r.contactInfo,
      text: (r) => r.contactInfo,
    },
    {
      key: 'message',
      header: t('ops.feedback.message'),
      cell: (r) => <p className={styles.message}>{r.content}</p>,
      text: (r) => r.content,
    },
    { key: 'ip', header: t('ops.feedback.ip'), cell: (r) => r.ip ?? '', text: (r) => r.ip },
  ];
  return (
    <OpsPage title={t('ops.feedback.heading')}>
      <div className={styles.toolbar}>
        <label className={styles.filter}>
          <span>{t('ops.feedback.type')}</span>
          <select
            className={styles.select}
            aria-label={t('ops.feedback.type')}
            value={questionType}
            onChange={(event) => {
              setQuestionType(event.target.value as QuestionType);
              setPageNo(1);
            }}
          >
            <option value="">{t('ops.feedback.allTypes')}</option>
            {feedbackQuestionTypes.map((type) => (
              <option key={type} value={type}>
                {typeName(type)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState query={list}>
        {(data) =>
          data.total === 0 ? (
            <p className={styles.stateBox}>{t('ops.feedback.empty')}</p>
          ) : (
            <OpsTable
              caption={t('ops.feedback.heading')}
              columns={columns}
              rows={data.items}
              rowKey={(row) => row.id}
              exportName={questionType === '' ? 'feedback' : `feedback-${questionType}`}
              paging={{ pageNo: data.pageNum, pages: data.totalPages, onPage: setPageNo }}
            />
          )
        }
      </QueryState>
    </OpsPage>
  );
}
