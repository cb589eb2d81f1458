import { cycleDayOf, endpoints, type CyclePreview, type RewardCycle } from '@app/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { callEndpoint, type ApiFailure } from '@/lib/api-client';
import { CyclePreviewPanel } from './cycle-preview';

const DAY_MS = 86_400_000;
const yesterday = () => cycleDayOf(new Date(Date.now() - DAY_MS));

/** The message of a refusal, with the first field error when there is one. */
const failureText = (failure: ApiFailure) => {
  const detail = failure.data?.errors?.[0]?.message;
  return detail ? `${failure.message} ${detail}` : failure.message;
};

/**
 * Upload a `uid,amount` CSV for the days it pays (issue 20): the server first previews what it
 * would pay (rows to pay, rows already paid for these days, unknown UIDs, rewards per level), and
 * the admin confirms before anything is paid.
 */
export const CycleUploadForm = ({ onStarted }: { onStarted: (cycle: RewardCycle) => void }) => {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [periodStart, setPeriodStart] = useState(yesterday);
  const [periodEnd, setPeriodEnd] = useState(yesterday);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ csv: string; data: CyclePreview } | null>(null);

  const onPreview = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError('Choose a CSV file');
      return;
    }
    setBusy(true);
    setError(null);
    setPreview(null);
    const csv = await file.text();
    const result = await callEndpoint(endpoints.previewRewardCycle, {
      body: { csv, periodStart, periodEnd },
    });
    setBusy(false);
    if (!result.success) return setError(failureText(result));
    setPreview({ csv, data: result.data });
  };

  const onConfirm = async () => {
    if (!preview) return;
    setBusy(true);
    setError(null);
    const result = await callEndpoint(endpoints.importRewardCycle, {
      body: {
        csv: preview.csv,
        periodStart,
        periodEnd,
        period: name.trim() || undefined,
        skipAlreadyPaid: preview.data.alreadyPaidCount > 0,
      },
    });
    setBusy(false);
    if (!result.success) return setError(failureText(result));
    setPreview(null);
    onStarted(result.data);
  };

  return (
    <Card title="Import a trading cycle">
      <form
        className="grid gap-4 md:grid-cols-2 lg:grid-cols-5 lg:items-end"
        noValidate
        onSubmit={(e) => void onPreview(e)}
      >
        <div className="space-y-1.5">
          <label htmlFor="cycle-csv" className="block text-sm font-medium text-slate-200">
            CSV file (uid,amount)
          </label>
          <input
            id="cycle-csv"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPreview(null);
            }}
            className="block w-full text-sm text-slate-300 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-800 file:px-3 file:py-2 file:text-slate-100"
          />
        </div>
        <Input
          label="First day paid"
          type="date"
          value={periodStart}
          onChange={(e) => {
            setPeriodStart(e.target.value);
            setPreview(null);
          }}
        />
        <Input
          label="Last day paid"
          type="date"
          value={periodEnd}
          onChange={(e) => {
            setPeriodEnd(e.target.value);
            setPreview(null);
          }}
        />
        <Input
          label="Name (optional)"
          placeholder="2025-05"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" isLoading={busy && !preview}>
          Preview
        </Button>
      </form>
      <p className="mt-2 text-xs text-slate-400">
        Days are UTC and must have ended. One exchange account&apos;s profit for one day is paid once: rows
        already paid for some of these days are shown in the preview and left out.
      </p>
      {error ? <Alert className="mt-4">{error}</Alert> : null}
      {preview ? (
        <CyclePreviewPanel
          preview={preview.data}
          busy={busy}
          onConfirm={() => void onConfirm()}
          onCancel={() => setPreview(null)}
        />
      ) : null}
    </Card>
  );
};
