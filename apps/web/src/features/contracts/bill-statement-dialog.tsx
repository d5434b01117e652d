import type { ContractKind } from '@portal/contract/contracts/terms';
import type { BillRow } from '@portal/contract/contracts/views';
import { useQuery } from '@tanstack/react-query';
import { queryStatus } from '../../shared/money/list-status.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { billQuery } from './contracts-queries.ts';
import { StatementBody } from './statement-body.tsx';
import type { BrandFormat } from './use-brand.ts';
import { useContractsText } from './use-contracts-text.ts';

/** Props of `BillStatementDialog`. */
export interface BillStatementDialogProps {
  kind: ContractKind;
  /** The row opened: the dialog asks the server for its statement. */
  bill: BillRow;
  brand: BrandFormat;
  onClose: () => void;
}

/** "How this was computed": one bill's statement, loaded when the dialog opens. */
export function BillStatementDialog({ kind, bill, brand, onClose }: BillStatementDialogProps) {
  const text = useContractsText();
  const detail = useQuery(billQuery(bill.id));
  return (
    <Dialog size="lg" title={text('contracts.statement.title')} onClose={onClose}>
      {queryStatus(detail) ??
        (detail.isSuccess ? (
          <StatementBody
            kind={kind}
            bill={detail.data.bill}
            statement={detail.data.statement}
            brand={brand}
          />
        ) : null)}
    </Dialog>
  );
}
