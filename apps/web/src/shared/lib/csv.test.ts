import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvCell, downloadCsv, toCsv } from './csv.ts';

describe('csv', () => {
  it('writes plain cells as they are and empty cells for nothing', () => {
    expect(
      toCsv([
        ['account', 'balance', 'count'],
        ['ana', '10.50', 3],
        [null, undefined, ''],
      ]),
    ).toBe('account,balance,count\r\nana,10.50,3\r\n,,');
  });

  it('quotes commas, semicolons, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('keeps negative amounts and numbers as numbers', () => {
    expect(csvCell('-10.00')).toBe('-10.00');
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell(-4.5)).toBe('-4.5');
    expect(csvCell('-1e5')).toBe("'-1e5");
  });

  describe('download', () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    afterEach(() => {
      vi.useRealTimers();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });

    it('saves a UTF-8 Blob with a byte order mark under the file name, then frees the URL', async () => {
      vi.useFakeTimers();
      let saved: Blob | undefined;
      const create = vi.fn((blob: Blob) => {
        saved = blob;
        return 'blob:csv-1';
      });
      const revoke = vi.fn();
      URL.createObjectURL = create;
      URL.revokeObjectURL = revoke;
      const clicked: { href: string; download: string }[] = [];
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push({ href: this.href, download: this.download });
      });

      downloadCsv('team', [
        ['a', 'b'],
        ['1', 'x,y'],
      ]);

      expect(click).toHaveBeenCalledOnce();
      expect(clicked[0]).toEqual({ href: 'blob:csv-1', download: 'team.csv' });
      expect(saved?.type).toBe('text/csv;charset=utf-8');
      const bytes = new Uint8Array(await saved!.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes.slice(3))).toBe('a,b\r\n1,"x,y"');
      expect(document.querySelector('a[download]')).toBeNull();
      vi.runAllTimers();
      expect(revoke).toHaveBeenCalledWith('blob:csv-1');
    });
  });
});
