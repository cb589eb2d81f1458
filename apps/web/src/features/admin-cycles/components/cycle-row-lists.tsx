import type { AlreadyPaidRow } from '@app/contract';
import { Table, Td } from '@/components/ui/table';

/** The rows a cycle leaves out, by line: already paid for some of its days, rejected, unknown UIDs. */
export const CycleRowLists = ({
  alreadyPaidRows,
  rejectedRows,
  unknownUids,
}: {
  alreadyPaidRows: AlreadyPaidRow[];
  rejectedRows: { line: number; reason: string }[];
  unknownUids: { line: number; uid: string }[];
}) => (
  <>
    {alreadyPaidRows.length > 0 ? (
      <div className="mt-6">
        <h3 className="mb-2 text-sm font-semibold text-slate-200">Already paid for these days</h3>
        <Table head={['Line', 'UID', 'Paid by', 'Days']}>
          {alreadyPaidRows.map((row) => (
            <tr key={`p${row.line}-${row.cycle}`}>
              <Td>{row.line}</Td>
              <Td className="font-mono">{row.uid}</Td>
              <Td>Cycle #{row.cycle}</Td>
              <Td>{row.from === row.to ? row.from : `${row.from} to ${row.to}`}</Td>
            </tr>
          ))}
        </Table>
      </div>
    ) : null}
    {rejectedRows.length > 0 ? (
      <div className="mt-6">
        <h3 className="mb-2 text-sm font-semibold text-slate-200">Rejected rows</h3>
        <Table head={['Line', 'Reason']}>
          {rejectedRows.map((row) => (
            <tr key={`r${row.line}`}>
              <Td>{row.line}</Td>
              <Td className="text-red-300">{row.reason}</Td>
            </tr>
          ))}
        </Table>
      </div>
    ) : null}
    {unknownUids.length > 0 ? (
      <div className="mt-6">
        <h3 className="mb-2 text-sm font-semibold text-slate-200">Unknown UIDs</h3>
        <Table head={['Line', 'UID']}>
          {unknownUids.map((row) => (
            <tr key={`u${row.line}`}>
              <Td>{row.line}</Td>
              <Td className="font-mono">{row.uid}</Td>
            </tr>
          ))}
        </Table>
      </div>
    ) : null}
  </>
);
