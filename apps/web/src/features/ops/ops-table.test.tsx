import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import './ops-texts.ts';

interface Row {
  id: string;
  name: string;
  amount: number;
}

const columns: OpsColumn<Row>[] = [
  { key: 'name', header: 'Nome', cell: (r) => r.name, text: (r) => r.name, sortable: true },
  { key: 'amount', header: 'Valor', cell: (r) => r.amount, text: (r) => r.amount, sortable: true },
];
const rows: Row[] = [
  { id: '1', name: 'b', amount: 10 },
  { id: '2', name: '=SUM(A1)', amount: 2 },
  { id: '3', name: 'a', amount: 100 },
];

const shown = () =>
  within(screen.getByRole('table', { name: 'Lista' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

/** The files the table hands the browser to download, caught instead. */
function catchDownloads(): Blob[] {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:x';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return blobs;
}

describe('console table', () => {
  it('sorts by a column, and turns the order on a second click', async () => {
    const user = userEvent.setup();
    render(
      <OpsTable
        caption="Lista"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        exportName="x"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Valor' }));
    expect(shown()).toEqual(['=SUM(A1)2', 'b10', 'a100']);
    expect(screen.getByRole('columnheader', { name: /Valor/u }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: /Valor/u }));
    expect(shown()).toEqual(['a100', 'b10', '=SUM(A1)2']);
  });

  it('exports the rows in the order shown, with formulas defused', async () => {
    const user = userEvent.setup();
    const blobs = catchDownloads();
    render(
      <OpsTable
        caption="Lista"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        exportName="lista"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Nome' }));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await blobs[0]!.text()).toBe("\uFEFFNome,Valor\r\n'=SUM(A1),2\r\na,100\r\nb,10");
  });

  it('exports a column kept out of the table', async () => {
    const user = userEvent.setup();
    const blobs = catchDownloads();
    const withId: OpsColumn<Row>[] = [
      ...columns,
      { key: 'id', header: 'Id', cell: (r) => r.id, text: (r) => r.id, exportOnly: true },
    ];
    render(
      <OpsTable
        caption="Lista"
        columns={withId}
        rows={rows.slice(0, 1)}
        rowKey={(r) => r.id}
        exportName="lista"
      />,
    );
    const table = screen.getByRole('table', { name: 'Lista' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nome', 'Valor']);
    expect(shown()).toEqual(['b10']);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await blobs[0]!.text()).toBe('\uFEFFNome,Valor,Id\r\nb,10,1');
  });

  it('says so when there is nothing, and offers no export', () => {
    render(
      <OpsTable caption="Lista" columns={columns} rows={[]} rowKey={(r) => r.id} exportName="x" />,
    );
    expect(screen.getByText('Nada para mostrar.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toHaveProperty('disabled', true);
  });
});
