import { endpoints, type RewardCycle } from '@app/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { callEndpoint } from '@/lib/api-client';

/** Upload a `uid,amount` CSV with a period label; the server starts the cycle and answers with it. */
export const CycleUploadForm = ({ onStarted }: { onStarted: (cycle: RewardCycle) => void }) => {
  const [file, setFile] = useState<File | null>(null);
  const [period, setPeriod] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError('Choose a CSV file');
      return;
    }
    setBusy(true);
    setError(null);
    const csv = await file.text();
    const result = await callEndpoint(endpoints.importRewardCycle, {
      body: { csv, period: period.trim() || undefined },
    });
    setBusy(false);
    if (!result.success) {
      const detail = result.data?.errors?.[0]?.message;
      setError(detail ? `${result.message}: ${detail}` : result.message);
      return;
    }
    onStarted(result.data);
  };

  return (
    <Card title="Import a trading cycle">
      <form className="grid gap-4 md:grid-cols-3 md:items-end" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="space-y-1.5">
          <label htmlFor="cycle-csv" className="block text-sm font-medium text-slate-200">
            CSV file (uid,amount)
          </label>
          <input
            id="cycle-csv"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-300 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-800 file:px-3 file:py-2 file:text-slate-100"
          />
        </div>
        <Input
          label="Period label"
          placeholder="2025-W05"
          value={period}
          onChange={(e) => setPeriod(e.target.value)}
        />
        <Button type="submit" isLoading={busy}>
          Upload and distribute
        </Button>
      </form>
      {error ? <Alert className="mt-4">{error}</Alert> : null}
    </Card>
  );
};
