import { useTranslation } from '../../i18n/use-translation.ts';
import { downloadCsv, type CsvCell } from '../../shared/lib/csv.ts';
import { Button } from '../../shared/ui/button.tsx';
import './agent-texts.ts';

/** Props of `ExportCsvButton`. */
export interface ExportCsvButtonProps {
  /** What the file holds, for the button's accessible name ("the links"). */
  what: string;
  /** The file name, without `.csv`. */
  fileName: string;
  /** The rows to save, the head first; built when the button is pressed. */
  rows: () => readonly (readonly CsvCell[])[];
  disabled?: boolean | undefined;
}

/** Saves a report table as a CSV file (amounts as the server's decimals, days as yyyy-MM-dd). */
export function ExportCsvButton({ what, fileName, rows, disabled }: ExportCsvButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t('agent.common.exportLabel', { what })}
      disabled={disabled}
      onClick={() => downloadCsv(fileName, rows())}
    >
      {t('agent.common.exportCsv')}
    </Button>
  );
}
